import { registerArea } from '../registry';

/** /comment: zh-CN source strings. */
export const commentZhCN = {
  intro: '您的评价会帮助其他茶友选购',
  rating: '商品评分',
  ratingOf: '{name} 的评分',
  star: '{count} 星',
  ratingWords: '非常差|差|一般|好|非常好',
  textOf: '{name} 的评价内容',
  textPlaceholder: '说说茶的香气、口感和包装吧（至少 {min} 个字）',
  photosOf: '{name} 的晒图',
  anonymous: '匿名评价',
  anonymousHint: '匿名后，评价中将隐藏您的昵称和头像',
  submit: '发布评价',
  submitting: '发布中…',
  ratingRequired: '请为商品打分',
  contentTooShort: '评价内容至少 {min} 个字',
  contentTooLong: '评价内容不能超过 {max} 个字',
  fixProblems: '还有 {count} 处需要填写',
  submitted: '评价已发布',
  failed: '评价发布失败，请重试',
  networkFailed: '网络不太好，评价没有发布，请重试',
  doneTitle: '评价完成',
  doneBody: '感谢您的评价，它已显示在商品详情的评价中',
  viewReviews: '查看商品评价',
  backToOrders: '返回我的订单',
  notCompletedTitle: '订单完成后才能评价',
  notCompletedBody: '当前订单状态：{status}。确认收货后即可评价商品。',
  viewOrder: '查看订单',
  statuses: '待付款|待发货|待收货|已完成|已取消|售后中|已退款',
};

registerArea('comment', commentZhCN);

declare module '../registry' {
  interface AreaMessages {
    comment: typeof commentZhCN;
  }
}
