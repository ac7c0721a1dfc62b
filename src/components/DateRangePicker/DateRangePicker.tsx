import { DatePicker } from 'antd-mobile';
import { CalendarOutline, ClockCircleOutline, CloseCircleFill } from 'antd-mobile-icons';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useI18n } from '@/platform/i18n';
import {
  clampDate,
  DEFAULT_SEPARATOR,
  formatValue,
  hiddenColumnsOf,
  isEndBeforeStart,
  isTimeMode,
  parseValue,
  pickerBounds,
  precisionOf,
  type DateLimit,
  type DateRange,
  type DateRangeMode,
} from './format';
import styles from './DateRangePicker.module.css';
import { showToast } from '@/platform/feedback';
import '@/platform/i18n/areas/picker';

export type { DateRange, DateRangeMode } from './format';

export interface DateRangePickerProps {
  /** controlled value [start, end] in the mode's format; '' for an unset side */
  value?: DateRange;
  /** initial value when uncontrolled */
  defaultValue?: DateRange;
  /** called with the confirmed pair, and with ['', ''] when cleared */
  onChange?: (value: DateRange) => void;
  /** date YYYY-MM-DD, year-month YYYY-MM, month-day MM-DD, datetime YYYY-MM-DD HH:mm, datehour YYYY-MM-DD HH, time HH:mm */
  mode?: DateRangeMode;
  /** between date parts; '/' gives YYYY/MM/DD */
  separator?: string;
  /** first selectable moment, in the mode's format or a Date */
  min?: DateLimit;
  /** last selectable moment (its whole unit: max '2026-11-20' allows all of that day) */
  max?: DateLimit;
  /** shown while nothing is chosen (default 请选择日期范围 / 请选择时间范围) */
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

type Step = 'closed' | 'start' | 'end';

const EMPTY: DateRange = ['', ''];
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Date-range picker: two antd-mobile bottom-popup pickers, start then end.
 * Confirming the start opens the end picker; confirming the end emits the pair, unless the end is
 * before the start: then a toast says so and the end picker stays open. The clear action emits ['', ''].
 * Month-day fixes the year (the clock's) and time fixes the day (the clock's); those columns are hidden.
 */
export function DateRangePicker({
  value,
  defaultValue = EMPTY,
  onChange,
  mode = 'date',
  separator = DEFAULT_SEPARATOR,
  min,
  max,
  placeholder,
  disabled = false,
  className,
}: DateRangePickerProps) {
  const { t } = useI18n();
  const [inner, setInner] = useState<DateRange>(defaultValue);
  const [start, end] = value ?? inner;
  const [step, setStep] = useState<Step>('closed');
  const [pendingStart, setPendingStart] = useState('');
  // the clock when the component mounted: the year of month-day values, the day of time values,
  // and where an empty picker opens (2026-11-20 in stories and tests, whose clock is fixed)
  const [now] = useState(() => dayjs());

  const precision = precisionOf(mode);
  const bounds = useMemo(() => pickerBounds(mode, separator, { min, max }, now), [mode, separator, min, max, now]);
  const toPickerDate = useCallback(
    (text: string) => {
      const parsed = parseValue(text, mode, separator, now);
      return parsed ? clampDate(parsed, bounds) : null;
    },
    [mode, separator, now, bounds],
  );
  const fallback = useMemo(() => clampDate(now.toDate(), bounds), [now, bounds]);
  const startDate = useMemo(() => toPickerDate(start) ?? fallback, [toPickerDate, start, fallback]);
  // the end picker opens at the current end, else at the start just confirmed, else at the clock
  const endDate = useMemo(
    () => toPickerDate(end) ?? toPickerDate(pendingStart) ?? fallback,
    [toPickerDate, end, pendingStart, fallback],
  );

  const renderLabel = useCallback(
    (type: string, data: number) => {
      switch (type) {
        case 'year':
          return t('picker.year', { value: data });
        case 'month':
          return t('picker.month', { value: pad(data) });
        case 'day':
          return t('picker.day', { value: pad(data) });
        case 'hour':
          return t('picker.hour', { value: pad(data) });
        case 'minute':
          return t('picker.minute', { value: pad(data) });
        default:
          return String(data);
      }
    },
    [t],
  );

  const commit = (next: DateRange) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const confirmStart = (date: Date) => {
    setPendingStart(formatValue(date, mode, separator));
    setStep('end');
  };

  const confirmEnd = (date: Date) => {
    const endText = formatValue(date, mode, separator);
    if (isEndBeforeStart(pendingStart, endText, mode, separator, now)) {
      showToast({ content: t('picker.endBeforeStart') });
      return; // the end picker stays open so the user can pick again
    }
    setStep('closed');
    setPendingStart('');
    commit([pendingStart, endText]);
  };

  const cancel = () => {
    setStep('closed');
    setPendingStart('');
  };

  const time = isTimeMode(mode);
  const hasValue = Boolean(start || end);
  const Icon = time ? ClockCircleOutline : CalendarOutline;
  const hidden = hiddenColumnsOf(mode);
  const pickerClass = hidden === 3 ? styles.hideDate : hidden === 1 ? styles.hideYear : undefined;
  const shared = { precision, min: bounds.min, max: bounds.max, renderLabel, className: pickerClass, onCancel: cancel };

  return (
    <div className={[styles.field, disabled ? styles.disabled : '', className ?? ''].filter(Boolean).join(' ')} data-testid="date-range-picker">
      <button
        type="button"
        className={styles.trigger}
        disabled={disabled}
        aria-expanded={step !== 'closed'}
        onClick={() => setStep('start')}
      >
        <Icon className={styles.icon} aria-hidden />
        {hasValue ? (
          <span className={styles.text}>
            {/* each side stays on one line; a narrow screen wraps at the words around them */}
            {t('picker.range')
              .split(/(\{start\}|\{end\})/)
              .map((part, index) =>
                part === '{start}' || part === '{end}' ? (
                  <span key={index} className={styles.side}>
                    {(part === '{start}' ? start : end) || t('picker.unset')}
                  </span>
                ) : (
                  part
                ),
              )}
          </span>
        ) : (
          <span className={styles.placeholder}>{placeholder ?? t(time ? 'picker.placeholderTime' : 'picker.placeholderDate')}</span>
        )}
      </button>
      {hasValue && !disabled && (
        <button type="button" className={styles.clear} aria-label={t('picker.clear')} onClick={() => commit(EMPTY)}>
          <CloseCircleFill aria-hidden />
        </button>
      )}
      <DatePicker
        {...shared}
        title={t(time ? 'picker.startTime' : 'picker.startDate')}
        visible={step === 'start'}
        value={startDate}
        onConfirm={confirmStart}
      />
      <DatePicker
        {...shared}
        title={t(time ? 'picker.endTime' : 'picker.endDate')}
        visible={step === 'end'}
        value={endDate}
        onConfirm={confirmEnd}
      />
    </div>
  );
}
