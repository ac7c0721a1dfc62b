import { registerArea } from '../registry';

/** /mine/feedback: zh-CN source strings. */
export const feedbackZhCN = {
  form: '意见反馈',
  intro: '你的每一条建议我们都会认真阅读，感谢你帮茶商城变得更好',
  fields: {
    type: '反馈类型',
    content: '反馈内容',
    photos: '图片（选填）',
    contact: '联系方式（选填）',
  },
  types: {
    bug: '功能异常',
    idea: '产品建议',
    goods: '商品问题',
    service: '服务体验',
    other: '其他',
  },
  contentPlaceholder: '请描述你遇到的问题或建议，至少 {min} 个字',
  contactPlaceholder: '手机号或微信号，方便我们回复你',
  required: {
    type: '请选择反馈类型',
  },
  contentTooShort: '请至少写 {min} 个字',
  contentTooLong: '反馈内容不能超过 {max} 个字',
  contactInvalid: '请填写正确的手机号或微信号',
  submit: '提交反馈',
  submitting: '提交中',
  done: '已提交',
  failed: '提交失败，请重试',
  networkFailed: '网络不给力，反馈未提交，请重试',
  thanksTitle: '感谢你的反馈',
  thanksBody: '我们会在 3 个工作日内处理，如有需要会通过你留下的联系方式回复',
  backToMine: '返回我的',
};

registerArea('feedback', feedbackZhCN);

declare module '../registry' {
  interface AreaMessages {
    feedback: typeof feedbackZhCN;
  }
}
