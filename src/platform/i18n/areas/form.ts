import { registerArea } from '../registry';

/** The form kit (src/hooks/form): the words every form screen shares. zh-CN source strings. */
export const formZhCN = {
  discardTitle: '放弃修改？',
  discardBody: '已填写的内容不会保存。',
  discard: '放弃',
  keepEditing: '继续编辑',
  fixProblems: '还有 {count} 处需要修改',
  required: '请填写{label}',
  tooShort: '{label}至少 {min} 个字',
  tooLong: '{label}最多 {max} 个字，已超出 {over} 个',
};

registerArea('form', formZhCN);

declare module '../registry' {
  interface AreaMessages {
    form: typeof formZhCN;
  }
}
