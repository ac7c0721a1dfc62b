import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/*
 * Pure formatting and parsing for the date-range picker's modes and date formats. No React here:
 * every mode and separator is unit tested in tests/unit/components/dateRangePicker.test.ts.
 */

export const dateRangeModes = ['date', 'year-month', 'month-day', 'datetime', 'datehour', 'time'] as const;
export type DateRangeMode = (typeof dateRangeModes)[number];

/** A range as the picker emits it: [start, end], each '' when unset. */
export type DateRange = [string, string];

/** The product's default: '-' between date parts unless the caller chooses another separator. */
export const DEFAULT_SEPARATOR = '-';

/** antd-mobile DatePicker precisions the modes use. */
export type ModePrecision = 'month' | 'day' | 'hour' | 'minute';

interface ModeSpec {
  /** the finest column the picker shows */
  precision: ModePrecision;
  /** leading picker columns that are fixed and hidden: month-day hides the year, time hides year/month/day */
  hiddenColumns: number;
  /** date tokens joined by the separator */
  dateParts: readonly ('YYYY' | 'MM' | 'DD')[];
  /**
   * time tokens after a space. The picker's hour column runs 0-23 and there is no AM/PM column, so
   * the value is on the 24-hour clock: dayjs 'HH', never the 12-hour 'hh' (a format someone writes
   * as 'YYYY-MM-DD hh:mm' still means the 24-hour hour here).
   */
  time: '' | 'HH' | 'HH:mm';
  /** what the missing leading parts are taken from when parsing (the clock's year or day) */
  base: '' | 'YYYY' | 'YYYY-MM-DD';
}

const modeSpecs: Record<DateRangeMode, ModeSpec> = {
  date: { precision: 'day', hiddenColumns: 0, dateParts: ['YYYY', 'MM', 'DD'], time: '', base: '' },
  'year-month': { precision: 'month', hiddenColumns: 0, dateParts: ['YYYY', 'MM'], time: '', base: '' },
  'month-day': { precision: 'day', hiddenColumns: 1, dateParts: ['MM', 'DD'], time: '', base: 'YYYY' },
  // YYYY-MM-DD HH:mm, on the 24-hour clock
  datetime: { precision: 'minute', hiddenColumns: 0, dateParts: ['YYYY', 'MM', 'DD'], time: 'HH:mm', base: '' },
  // YYYY-MM-DD HH, on the 24-hour clock
  datehour: { precision: 'hour', hiddenColumns: 0, dateParts: ['YYYY', 'MM', 'DD'], time: 'HH', base: '' },
  // HH:mm, on the 24-hour clock
  time: { precision: 'minute', hiddenColumns: 3, dateParts: [], time: 'HH:mm', base: 'YYYY-MM-DD' },
};

export function precisionOf(mode: DateRangeMode): ModePrecision {
  return modeSpecs[mode].precision;
}

/** How many leading picker columns (year, month, day) the mode fixes and hides. */
export function hiddenColumnsOf(mode: DateRangeMode): number {
  return modeSpecs[mode].hiddenColumns;
}

/** Time mode titles its pickers 选择开始时间 / 选择结束时间; every other mode 选择开始日期 / 选择结束日期. */
export function isTimeMode(mode: DateRangeMode): boolean {
  return mode === 'time';
}

/** dayjs treats [...] as literal text; escape the separator so e.g. 'Y' or 'D' is never read as a token. */
function literal(text: string): string {
  return text
    .split(']')
    .map((part) => (part ? `[${part}]` : ''))
    .join(']');
}

/** The dayjs format of a mode, e.g. date with '/' -> YYYY[/]MM[/]DD (shown as YYYY/MM/DD). */
export function formatPattern(mode: DateRangeMode, separator: string = DEFAULT_SEPARATOR): string {
  const { dateParts, time } = modeSpecs[mode];
  const date = dateParts.join(literal(separator));
  return [date, time].filter(Boolean).join(' ');
}

/** The pattern as a person reads it, e.g. 'YYYY/MM/DD HH:mm'. */
export function displayPattern(mode: DateRangeMode, separator: string = DEFAULT_SEPARATOR): string {
  const { dateParts, time } = modeSpecs[mode];
  return [dateParts.join(separator), time].filter(Boolean).join(' ');
}

export function formatValue(date: Date | Dayjs, mode: DateRangeMode, separator: string = DEFAULT_SEPARATOR): string {
  return dayjs(date).format(formatPattern(mode, separator));
}

/**
 * Reads a value written in the mode's format (strictly: '2026-2-3' is not a date value).
 * Parts the mode does not carry come from `reference` (default: the clock): month-day takes its
 * year, time takes its day. Returns null for '' or anything that is not a real date.
 */
export function parseValue(
  text: string,
  mode: DateRangeMode,
  separator: string = DEFAULT_SEPARATOR,
  reference: Date | Dayjs = dayjs(),
): Date | null {
  if (!text) return null;
  const { base } = modeSpecs[mode];
  const pattern = formatPattern(mode, separator);
  const parsed = base
    ? dayjs(`${dayjs(reference).format(base)} ${text}`, `${base} ${pattern}`, true)
    : dayjs(text, pattern, true);
  return parsed.isValid() ? parsed.toDate() : null;
}

/**
 * The rule of issue 4: an end before its start is refused. Both must parse; equal values are a
 * valid (one-day, one-minute...) range. Anything unparseable is left to the caller, not refused here.
 */
export function isEndBeforeStart(
  start: string,
  end: string,
  mode: DateRangeMode,
  separator: string = DEFAULT_SEPARATOR,
  reference: Date | Dayjs = dayjs(),
): boolean {
  const from = parseValue(start, mode, separator, reference);
  const to = parseValue(end, mode, separator, reference);
  return from !== null && to !== null && to.getTime() < from.getTime();
}

/** A limit given as text in the mode's format, or as a Date (re-based like a value). */
export type DateLimit = string | Date;

function readLimit(limit: DateLimit | undefined, mode: DateRangeMode, separator: string, reference: Dayjs): Dayjs | null {
  if (limit === undefined || limit === '') return null;
  const text = typeof limit === 'string' ? limit : formatValue(limit, mode, separator);
  const parsed = parseValue(text, mode, separator, reference);
  return parsed ? dayjs(parsed) : null;
}

/**
 * The picker's first and last selectable moments. Defaults: ten years either side of the clock
 * (whole years); month-day stays inside the reference year, time inside the reference day.
 * A limit narrows the default; the last moment covers its whole unit (max '2026-11-20' allows that day).
 */
export function pickerBounds(
  mode: DateRangeMode,
  separator: string = DEFAULT_SEPARATOR,
  limits: { min?: DateLimit; max?: DateLimit } = {},
  reference: Date | Dayjs = dayjs(),
): { min: Date; max: Date } {
  const ref = dayjs(reference);
  const precision = precisionOf(mode);
  let min: Dayjs;
  let max: Dayjs;
  if (mode === 'month-day') {
    min = ref.startOf('year');
    max = ref.endOf('year');
  } else if (mode === 'time') {
    min = ref.startOf('day');
    max = ref.endOf('day');
  } else {
    min = ref.subtract(10, 'year').startOf('year');
    max = ref.add(10, 'year').endOf('year');
  }
  const low = readLimit(limits.min, mode, separator, ref);
  const high = readLimit(limits.max, mode, separator, ref)?.endOf(precision);
  if (low && low.isAfter(min)) min = low;
  if (high && high.isBefore(max)) max = high;
  if (max.isBefore(min)) max = min;
  return { min: min.toDate(), max: max.toDate() };
}

/** Keeps a date inside the bounds (a value outside them opens the picker at the nearest limit). */
export function clampDate(date: Date, bounds: { min: Date; max: Date }): Date {
  if (date.getTime() < bounds.min.getTime()) return bounds.min;
  if (date.getTime() > bounds.max.getTime()) return bounds.max;
  return date;
}
