import { registerArea } from '../registry';

/** The shared input fields (MoneyInput, CountedTextArea, CountedInput): zh-CN source strings. */
export const inputZhCN = {
  money: {
    required: '请输入金额',
    sign: '金额前不要加正负号',
    decimals: '金额最多两位小数',
    format: '金额只能包含数字和一个小数点，如 12.50',
    tooLarge: '金额过大，请检查',
    zero: '金额需大于 0',
    overMax: '金额不能超过 ¥{max}',
  },
  /** the counter read out: "12 of 500 characters" */
  countLabel: '已输入 {count} 字，最多 {max} 字',
  overLimit: '超出 {over} 字，请删减到 {max} 字以内',
};

registerArea('input', inputZhCN);

declare module '../registry' {
  interface AreaMessages {
    input: typeof inputZhCN;
  }
}
