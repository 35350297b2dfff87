import { termOf } from '@/lib/checkout/purchase';
import { formatDate } from '@/lib/site-time';

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
});
