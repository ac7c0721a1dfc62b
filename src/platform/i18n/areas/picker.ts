import { registerArea } from '../registry';

/** Date-range picker: zh-CN source strings. */
export const pickerZhCN = {
  startDate: '选择开始日期',
  endDate: '选择结束日期',
  startTime: '选择开始时间',
  endTime: '选择结束时间',
  placeholderDate: '请选择日期范围',
  placeholderTime: '请选择时间范围',
  range: '{start} 至 {end}',
  unset: '未选择',
  clear: '清空',
  endBeforeStart: '结束时间不能早于开始时间',
  year: '{value}年',
  month: '{value}月',
  day: '{value}日',
  hour: '{value}时',
  minute: '{value}分',
};

registerArea('picker', pickerZhCN);

declare module '../registry' {
  interface AreaMessages {
    picker: typeof pickerZhCN;
  }
}
