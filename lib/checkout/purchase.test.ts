import { latestEndOf, premiumEndOf, termOf } from '@/lib/checkout/purchase';
import { formatDate } from '@/lib/core/site-time';

describe('a purchase', () => {
  it('runs its months with the last day included', () => {
    expect(termOf('jahr', '2026-11-23')).toEqual({
      termStart: '2026-11-23',
      termEnd: '2027-11-22',
    });
    expect(termOf('monat', '2026-11-01')).toEqual({
      termStart: '2026-11-01',
      termEnd: '2026-11-30',
    });
    expect(termOf('monat', '2027-01-31')).toEqual({
      termStart: '2027-01-31',
      termEnd: '2027-02-28',
    });
    expect(formatDate('2027-11-22')).toBe('22.11.2027');
  });

  it('runs each purchase after the one before, and may bind 24 months from its day at most', () => {
    const sale = (orderId: string, day: string, months: number) => ({ orderId, day, months });
    expect(premiumEndOf([])).toBeNull();
    expect(premiumEndOf([sale('a', '2026-11-23', 12), sale('b', '2026-11-23', 12)])).toBe(
      '2028-11-22',
    );
    expect(
      premiumEndOf([
        sale('c', '2026-11-23', 12),
        sale('a', '2026-11-23', 12),
        sale('b', '2026-11-23', 12),
      ]),
    ).toBe('2029-11-22');
    // Bought after the earlier one ended: from its own day.
    expect(premiumEndOf([sale('a', '2026-01-10', 1), sale('b', '2026-03-01', 1)])).toBe(
      '2026-03-31',
    );
    expect(latestEndOf('2026-11-23')).toBe('2028-11-23');
    expect(latestEndOf('2028-02-29')).toBe('2030-02-28');
  });
});
