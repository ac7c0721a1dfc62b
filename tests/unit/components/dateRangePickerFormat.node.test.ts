import { describe, expect, it } from 'vitest';
import {
  clampDate,
  DEFAULT_SEPARATOR,
  displayPattern,
  formatPattern,
  formatValue,
  hiddenColumnsOf,
  isEndBeforeStart,
  isTimeMode,
  parseValue,
  pickerBounds,
  precisionOf,
  type DateRangeMode,
} from '@/components/DateRangePicker/format';

// local-time dates: the module works in the device's zone, so the tests do not depend on TZ
const at = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi);
const clock = at(2026, 11, 20, 10, 0);
const moment = at(2026, 3, 5, 7, 9);

describe('date-range formats', () => {
  const cases: [DateRangeMode, string, string, string][] = [
    // mode, separator, the formatted moment, the pattern as read
    ['date', '-', '2026-03-05', 'YYYY-MM-DD'],
    ['year-month', '-', '2026-03', 'YYYY-MM'],
    ['month-day', '-', '03-05', 'MM-DD'],
    ['datetime', '-', '2026-03-05 07:09', 'YYYY-MM-DD HH:mm'],
    ['datehour', '-', '2026-03-05 07', 'YYYY-MM-DD HH'],
    ['time', '-', '07:09', 'HH:mm'],
    ['date', '/', '2026/03/05', 'YYYY/MM/DD'],
    ['year-month', '/', '2026/03', 'YYYY/MM'],
    ['month-day', '/', '03/05', 'MM/DD'],
    ['datetime', '/', '2026/03/05 07:09', 'YYYY/MM/DD HH:mm'],
    ['datehour', '/', '2026/03/05 07', 'YYYY/MM/DD HH'],
    ['time', '/', '07:09', 'HH:mm'],
    ['date', '.', '2026.03.05', 'YYYY.MM.DD'],
    ['datetime', '', '20260305 07:09', 'YYYYMMDD HH:mm'],
  ];

  it.each(cases)('%s with "%s" formats as %s (%s)', (mode, separator, text, pattern) => {
    expect(formatValue(moment, mode, separator)).toBe(text);
    expect(displayPattern(mode, separator)).toBe(pattern);
  });

  it.each(cases)('%s with "%s" parses %s back', (mode, separator, text) => {
    const parsed = parseValue(text, mode, separator, clock);
    expect(parsed).not.toBeNull();
    expect(formatValue(parsed!, mode, separator)).toBe(text);
  });

  it("uses '-' by default", () => {
    expect(DEFAULT_SEPARATOR).toBe('-');
    expect(formatValue(moment, 'date')).toBe('2026-03-05');
    expect(parseValue('2026-03-05', 'date', undefined, clock)).toEqual(at(2026, 3, 5));
  });

  it('writes the hour on the 24-hour clock (the picker has no AM/PM)', () => {
    expect(formatValue(at(2026, 11, 20, 18, 30), 'datetime')).toBe('2026-11-20 18:30');
    expect(formatValue(at(2026, 11, 20, 18), 'datehour')).toBe('2026-11-20 18');
    expect(formatValue(at(2026, 11, 20, 0, 5), 'time')).toBe('00:05');
  });

  it('never reads a separator as a dayjs token', () => {
    expect(formatValue(moment, 'date', 'Y')).toBe('2026Y03Y05');
    expect(formatValue(moment, 'date', '年')).toBe('2026年03年05');
    expect(formatPattern('date', 'D')).toBe('YYYY[D]MM[D]DD');
    expect(parseValue('2026D03D05', 'date', 'D', clock)).toEqual(at(2026, 3, 5));
  });

  it('reads the fields each mode carries and fills the rest', () => {
    expect(parseValue('2026-03', 'year-month', '-', clock)).toEqual(at(2026, 3, 1));
    expect(parseValue('2026-03-05 07', 'datehour', '-', clock)).toEqual(at(2026, 3, 5, 7));
    // month-day takes the reference year, time the reference day
    expect(parseValue('03-05', 'month-day', '-', clock)).toEqual(at(2026, 3, 5));
    expect(parseValue('07:09', 'time', '-', clock)).toEqual(at(2026, 11, 20, 7, 9));
    expect(parseValue('02-29', 'month-day', '-', at(2028, 1, 1))).toEqual(at(2028, 2, 29));
  });

  it('rejects empty, malformed and impossible values', () => {
    expect(parseValue('', 'date', '-', clock)).toBeNull();
    expect(parseValue('2026-3-5', 'date', '-', clock)).toBeNull();
    expect(parseValue('2026/03/05', 'date', '-', clock)).toBeNull();
    expect(parseValue('2026-02-30', 'date', '-', clock)).toBeNull();
    expect(parseValue('2026-13', 'year-month', '-', clock)).toBeNull();
    expect(parseValue('02-29', 'month-day', '-', clock)).toBeNull(); // 2026 is not a leap year
    expect(parseValue('24:00', 'time', '-', clock)).toBeNull();
    expect(parseValue('2026-03-05', 'datetime', '-', clock)).toBeNull();
    expect(parseValue('茶', 'date', '-', clock)).toBeNull();
  });
});

describe('picker setup per mode', () => {
  it('uses the antd-mobile precision of the finest field', () => {
    expect(precisionOf('date')).toBe('day');
    expect(precisionOf('year-month')).toBe('month');
    expect(precisionOf('month-day')).toBe('day');
    expect(precisionOf('datetime')).toBe('minute');
    expect(precisionOf('datehour')).toBe('hour');
    expect(precisionOf('time')).toBe('minute');
  });

  it('hides the fixed columns: the year for month-day, the date for time', () => {
    expect(hiddenColumnsOf('month-day')).toBe(1);
    expect(hiddenColumnsOf('time')).toBe(3);
    for (const mode of ['date', 'year-month', 'datetime', 'datehour'] as const) expect(hiddenColumnsOf(mode)).toBe(0);
  });

  it('titles only time mode with 时间', () => {
    expect(isTimeMode('time')).toBe(true);
    expect(isTimeMode('datetime')).toBe(false);
  });

  it('defaults to ten whole years either side of the clock', () => {
    expect(pickerBounds('date', '-', {}, clock)).toEqual({ min: at(2016, 1, 1), max: new Date(2036, 11, 31, 23, 59, 59, 999) });
  });

  it('keeps month-day inside the clock year and time inside the clock day', () => {
    expect(pickerBounds('month-day', '-', {}, clock)).toEqual({ min: at(2026, 1, 1), max: new Date(2026, 11, 31, 23, 59, 59, 999) });
    expect(pickerBounds('time', '-', {}, clock)).toEqual({ min: at(2026, 11, 20), max: new Date(2026, 10, 20, 23, 59, 59, 999) });
  });

  it('narrows to min/max given as text or Date, the max covering its whole unit', () => {
    expect(pickerBounds('date', '/', { min: '2026/01/01', max: '2026/11/20' }, clock)).toEqual({
      min: at(2026, 1, 1),
      max: new Date(2026, 10, 20, 23, 59, 59, 999),
    });
    expect(pickerBounds('time', '-', { min: '08:30', max: at(2020, 1, 1, 22, 0) }, clock)).toEqual({
      min: at(2026, 11, 20, 8, 30),
      max: new Date(2026, 10, 20, 22, 0, 59, 999),
    });
    // an unreadable limit keeps the default; a limit outside the default cannot widen it
    expect(pickerBounds('date', '-', { min: 'soon', max: '2099-01-01' }, clock)).toEqual(pickerBounds('date', '-', {}, clock));
  });

  it('clamps a value into the bounds', () => {
    const bounds = { min: at(2026, 1, 1), max: at(2026, 12, 31) };
    expect(clampDate(at(2025, 6, 1), bounds)).toEqual(bounds.min);
    expect(clampDate(at(2027, 6, 1), bounds)).toEqual(bounds.max);
    expect(clampDate(moment, bounds)).toEqual(moment);
  });
});

describe('an end before the start is refused', () => {
  const cases: [DateRangeMode, string, string, string, boolean][] = [
    ['date', '-', '2026-11-20', '2026-11-19', true],
    ['date', '-', '2026-11-20', '2026-11-20', false],
    ['date', '-', '2026-11-20', '2026-12-01', false],
    ['date', '/', '2026/11/20', '2025/12/31', true],
    ['year-month', '-', '2026-11', '2026-10', true],
    ['year-month', '-', '2026-11', '2026-11', false],
    ['month-day', '-', '11-20', '03-01', true],
    ['month-day', '-', '03-01', '11-20', false],
    ['datetime', '-', '2026-11-20 10:00', '2026-11-20 09:59', true],
    ['datetime', '-', '2026-11-20 10:00', '2026-11-20 10:00', false],
    ['datehour', '-', '2026-11-20 10', '2026-11-20 09', true],
    ['datehour', '-', '2026-11-20 10', '2026-11-21 01', false],
    ['time', '-', '10:00', '09:59', true],
    ['time', '-', '09:00', '18:30', false],
  ];

  it.each(cases)('%s (%s): %s -> %s refused: %s', (mode, separator, start, end, refused) => {
    expect(isEndBeforeStart(start, end, mode, separator, clock)).toBe(refused);
  });

  it('leaves unset or unreadable sides alone', () => {
    expect(isEndBeforeStart('', '2026-11-19', 'date', '-', clock)).toBe(false);
    expect(isEndBeforeStart('2026-11-20', '', 'date', '-', clock)).toBe(false);
    expect(isEndBeforeStart('2026-11-20', 'yesterday', 'date', '-', clock)).toBe(false);
  });
});
