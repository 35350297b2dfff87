import { atTime, atTimeWithZone } from '@/lib/core/site-time';

describe('the time of a record', () => {
  it('names the zone in force: MEZ in winter, MESZ in summer', () => {
    expect(atTimeWithZone('2026-11-26T13:05:00.000Z')).toBe('am 26.11.2026 um 14:05 Uhr (MEZ)');
    expect(atTimeWithZone('2026-07-01T08:30:00.000Z')).toBe('am 01.07.2026 um 10:30 Uhr (MESZ)');
    expect(atTime('2026-07-01T08:30:00.000Z')).toBe('am 01.07.2026 um 10:30 Uhr');
  });
});
