import { registerArea } from '../registry';

/** /refundOrder: zh-CN source strings. */
export const refundOrdersZhCN = {
  content: '售后申请',
  afterSaleNo: '售后单号 {no}',
  typeRefund: '仅退款',
  typeReturn: '退货退款',
  state1: '待处理',
  state2: '待退款',
  state3: '退款成功',
  state4: '已撤销',
  awaitingReturn: '商家同意后请寄回商品，并填写退货物流单号',
  returnShipped: '退货物流：{company} {sn}',
  reason: '原因：{reason}',
  refundAmount: '退款金额',
  applyTime: '申请时间 {time}',
  viewOrder: '查看订单',
  fillLogistics: '填写退货物流',
  cancel: '撤销申请',
  cancelling: '撤销中',
  cancelTitle: '撤销售后申请？',
  cancelBody: '撤销后订单恢复为原来的状态，如有需要可重新申请。',
  cancelConfirm: '撤销申请',
  keep: '再想想',
  cancelled: '售后申请已撤销',
  cancelFailed: '撤销失败，请重试',
  cancelNetwork: '网络不太好，没有撤销，请重试',
  emptyTitle: '暂无售后申请',
  emptyBody: '订单的退款和退货申请会显示在这里',
  goOrders: '查看我的订单',
};

registerArea('refundOrders', refundOrdersZhCN);

declare module '../registry' {
  interface AreaMessages {
    refundOrders: typeof refundOrdersZhCN;
  }
}
