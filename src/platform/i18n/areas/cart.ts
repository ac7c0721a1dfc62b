import { registerArea } from '../registry';

/** Cart and confirm order, coupon and address cards: zh-CN source strings. */
export const cartZhCN = {
  // ------------------------------------------------------------------ cart screen
  manage: '管理',
  done: '完成',
  guestTitle: '登录后查看购物车',
  guestBody: '登录后可同步购物车中的商品，随时随地下单',
  goLogin: '去登录',
  emptyTitle: '购物车还是空的',
  emptyBody: '挑几款好茶，犒劳一下自己吧',
  goShopping: '去逛逛',
  selectLine: '选择 {name}',
  selectAll: '全选',
  quantityOf: '{name} 购买数量',
  openGoods: '查看 {name}',
  stockLow: '仅剩 {count} 件',
  delete: '删除',
  deleteOneBody: '确定将「{name}」从购物车删除吗？',
  deleteManyBody: '确定删除选中的 {count} 种商品吗？',
  deleted: '已删除',
  cancel: '取消',
  invalidTitle: '失效商品 {count} 件',
  invalidTag: '失效',
  invalidHint: '该商品{reason}，无法购买',
  reasonOffShelf: '已下架',
  reasonSoldOut: '已售罄',
  clearInvalid: '清空失效商品',
  clearInvalidBody: '确定清空全部失效商品吗？',
  cleared: '已清空失效商品',
  total: '合计：',
  excludesFreight: '不含运费',
  /** before the amount the ticked lines save against their struck prices (the cart bar) */
  saved: '已优惠',
  settle: '结算({count})',
  deleteSelected: '删除({count})',
  failedRetry: '操作未成功，请稍后重试',

  // ------------------------------------------------------------------ confirm order screen
  noItemsTitle: '没有待结算的商品',
  noItemsBody: '请回到购物车勾选要购买的商品',
  settleRefusedTitle: '暂时无法下单',
  backToGoods: '返回商品重新选择',
  backToCart: '返回购物车',
  addAddress: '添加收货地址',
  addAddressBody: '您还没有收货地址，添加后即可下单',
  chooseAddress: '选择收货地址',
  needAddress: '请先添加收货地址',
  lines: '商品清单',
  lineQuantity: '×{count}',
  goodsAmount: '商品金额',
  freight: '运费',
  freeShipping: '免运费',
  promotion: '满减优惠',
  coupon: '优惠券',
  couponAvailable: '{count} 张可用',
  couponNone: '暂无可用',
  chooseCoupon: '选择优惠券',
  couponNotUse: '不使用优惠券',
  couponUsable: '可用优惠券 ({count})',
  couponUnusable: '不可用优惠券 ({count})',
  couponShortBy: '还差 ¥{amount} 可用',
  couponNotStarted: '{date} 起可用',
  couponOnlyCategory: '仅限{category}类商品可用',
  couponOnlyItsCategory: '仅限指定分类商品可用',
  couponCategoryShortBy: '{category}类商品还差 ¥{amount} 可用',
  couponNoneText: '暂无可用的优惠券，去领券中心看看吧',
  close: '关闭',
  remark: '订单备注',
  remarkPlaceholder: '选填，可告诉商家您的特殊需求，如送达时间、包装要求',
  remarkTooLong: '订单备注最多 {max} 字，请删减后再提交',
  payAmount: '实付款',
  totalQuantity: '共 {count} 件',
  submit: '提交订单',
  submitting: '提交中…',
  createFailedTitle: '订单未提交',
  gotIt: '我知道了',
  submitNetworkError: '网络不给力，订单未提交，请稍后重试',

  // ------------------------------------------------------------------ coupon card
  couponCard: {
    type1: '满减券',
    type2: '折扣券',
    type3: '抵扣券',
    threshold: '满{amount}可用',
    noThreshold: '无门槛',
    discountValue: '{zhe}折',
    discountFigure: '{zhe}',
    discountUnit: '折',
    validity: '{start} - {end}',
    use: '去使用',
    receive: '立即领取',
    received: '已领取',
    used: '已使用',
    expired: '已过期',
    amountLabel: '{amount} 元',
    soldOut: '已抢光',
    limitReached: '已达上限',
  },

  // ------------------------------------------------------------------ address card
  addressCard: {
    default: '默认',
    edit: '编辑',
    editOf: '编辑 {name} 的地址',
    choose: '选择 {name} 的地址',
  },
};

registerArea('cart', cartZhCN);

declare module '../registry' {
  interface AreaMessages {
    cart: typeof cartZhCN;
  }
}
