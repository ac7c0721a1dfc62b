import { describe, expect, it } from 'vitest';
import { addDays, addYears, beijingTime, BUSINESS_MONTH, BUSINESS_NOW, BUSINESS_TODAY } from '@mocks/clock';

/** The mock backend's clock speaks Beijing wall-clock time whatever the machine's time zone. */
describe('mock clock', () => {
  it('the business calendar is the fixed mock clock', () => {
    expect(BUSINESS_NOW).toBe('2026-11-20 10:00:00');
    expect(BUSINESS_TODAY).toBe('2026-11-20');
    expect(BUSINESS_MONTH).toBe('2026-11');
  });

  it('formats an instant at UTC+8, across the day boundary', () => {
    expect(beijingTime(new Date('2026-11-19T18:30:05Z'))).toBe('2026-11-20 02:30:05');
    expect(beijingTime(Date.UTC(2026, 0, 1))).toBe('2026-01-01 08:00:00');
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-11-20', -30)).toBe('2026-10-21');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addYears('2026-11-20', 1)).toBe('2027-11-20');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });
});
