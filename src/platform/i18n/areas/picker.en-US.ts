import type { Widen } from '../widen';
import type { pickerZhCN } from './picker';

/** Date-range picker: en-US, the same keys (checked by the type). */
const pickerEnUS: Widen<typeof pickerZhCN> = {
  startDate: 'Select start date',
  endDate: 'Select end date',
  startTime: 'Select start time',
  endTime: 'Select end time',
  placeholderDate: 'Select a date range',
  placeholderTime: 'Select a time range',
  range: '{start} to {end}',
  unset: 'Not set',
  clear: 'Clear',
  endBeforeStart: 'The end cannot be before the start',
  year: '{value}',
  month: '{value}',
  day: '{value}',
  hour: '{value}',
  minute: '{value}',
};

export default pickerEnUS;
