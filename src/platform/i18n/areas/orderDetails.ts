import { registerArea } from '../registry';

/** /orderDetails: zh-CN source strings. */
export const orderDetailsZhCN = {
  banner: {
    '0': '请尽快付款，剩余 {time} 订单自动关闭',
    closed: '超时未支付，交易已关闭',
    '1': '商家正在备货，请耐心等待',
    '1store': '茶馆正在备货，将为您配送',
    '2': '商品已发出，请留意收货',
    '2store': '商品配送中 / 待到店自提',
    '3': '交易已完成，感谢您的支持',
    '4': '订单已取消：{reason}',
    '4plain': '订单已取消',
    '5': '售后处理中，请留意处理进度',
    '6': '退款已完成，款项已原路退回',
  },
  missing: '没有找到这个订单',
  result: {
    title: '支付结果',
    paid: '支付成功',
    amount: '实付金额',
    viewOrder: '查看订单',
    continueShopping: '继续逛逛',
    recommended: '为你推荐',
  },
  address: '收货地址',
  logistics: '物流信息',
  noTrace: '包裹已发出，物流信息更新中',
  lines: '商品信息',
  openGoods: '查看商品：{name}',
  openMembership: '查看会员权益：{name}',
  amounts: '金额明细',
  goodsAmount: '商品金额',
  freight: '运费',
  freeShipping: '免运费',
  discount: '优惠',
  coupon: '优惠券',
  toPay: '需付款',
  paid: '实付款',
  info: '订单信息',
  orderNo: '订单编号',
  copy: '复制',
  copyOrderNo: '复制订单编号',
  copied: '已复制',
  copyFailed: '复制失败，请长按选择',
  createTime: '下单时间',
  payTime: '付款时间',
  deliveryTime: '发货时间',
  receiveTime: '收货时间',
  cancelTime: '取消时间',
  remark: '订单备注',
  delivery: '配送方式',
  deliveryType: {
    '1': '快递配送',
    '2': '茶馆配送',
    '3': '到店自提',
  },
  afterSale: '售后信息',
  afterSaleType: {
    '1': '仅退款',
    '2': '退货退款',
  },
  afterSaleStatus: {
    '1': '待处理',
    '2': '待退款',
    '3': '退款成功',
    '4': '已撤销',
  },
  afterSaleNo: '售后编号',
  afterSaleKind: '售后类型',
  afterSaleState: '处理状态',
  reason: '申请原因',
  refundAmount: '退款金额',
  applyTime: '申请时间',
  description: '问题描述',
  returnLogistics: '退货物流',
  returnLogisticsValue: '{company} {logisticsSn}',
  returnLogisticsHint: '商家同意退货后，请寄回商品并填写退货单号',
};

registerArea('orderDetails', orderDetailsZhCN);

declare module '../registry' {
  interface AreaMessages {
    orderDetails: typeof orderDetailsZhCN;
  }
}
