import { registerArea } from '../registry';

/** An order's statuses and the actions on it, shared by the order list and details: zh-CN source strings. */
export const orderActionsZhCN = {
  status: {
    '0': '待付款',
    '1': '待发货',
    '2': '待收货',
    '3': '已完成',
    '4': '已取消',
    '5': '售后中',
    '6': '已退款',
    /** an unpaid order closed when its payment window ended */
    closed: '交易关闭',
  },
  action: {
    cancel: '取消订单',
    pay: '去支付',
    logistics: '查看物流',
    confirm: '确认收货',
    refund: '申请退款',
    return: '申请退货',
    returnLogistics: '填写退货单号',
    delete: '删除订单',
    review: '评价',
    rebuy: '再次购买',
    viewRefund: '查看退款',
    withdraw: '撤销申请',
  },
  cancelTitle: '取消订单',
  cancelBody: '请选择取消原因',
  cancelReasons: {
    notWanted: '不想要了',
    wrongItem: '拍错了 / 多拍了',
    wrongAddress: '地址信息填写错误',
    price: '价格有点贵',
    other: '其他原因',
  },
  cancelConfirm: '确定取消',
  keep: '暂不',
  cancelled: '订单已取消',
  confirmTitle: '确认收货',
  confirmBody: '请确认已收到全部商品，确认后订单完成',
  confirmOk: '确认收货',
  confirmed: '已确认收货',
  deleteTitle: '删除订单',
  deleteBody: '删除后将无法恢复，确定删除这个订单吗？',
  deleteOk: '删除',
  deleted: '订单已删除',
  pendingTitle: '支付结果确认中',
  pendingBody: '支付平台已返回成功，订单状态还在更新，可稍后刷新查看',
  pendingLater: '稍后查看',
  failedRetry: '操作未成功，请稍后重试',
};

registerArea('orderActions', orderActionsZhCN);

declare module '../registry' {
  interface AreaMessages {
    orderActions: typeof orderActionsZhCN;
  }
}
