import { registerArea } from '../registry';

/** /sendOrder, the tea house's distribution orders: zh-CN source strings. */
export const sendOrderZhCN = {
  tabs: '配送状态',
  tab: {
    waiting: '待配送',
    lack: '缺货',
    delivering: '配送中',
    picked: '已取货',
  },
  list: '配送订单',
  orderNo: '订单号 {orderNo}',
  deliveryType: {
    express: '快递',
    delivery: '门店配送',
    pickup: '到店自提',
  },
  status: {
    waiting: '待配送',
    lack: '缺货',
    delivering: '配送中',
    awaitingPickup: '待取货',
    picked: '已取货',
    afterSale: '退款中',
    refunded: '已退款',
  },
  buyer: '买家',
  lackReason: '缺货原因：{reason}',
  afterSale: '买家申请{type}：{reason}',
  refundOnly: '仅退款',
  returnRefund: '退货退款',
  afterSaleWaitingGoods: '等待买家寄回商品',
  remark: '备注：{remark}',
  total: '共 {count} 件，实付',
  emptyTitle: '暂无配送订单',
  emptyBody: '买家选择由本店配送或自提的订单会出现在这里',
  teaHouseOnlyTitle: '仅茶馆可查看',
  teaHouseOnlyBody: '配送订单由茶馆加盟商处理。成为茶馆后，买家在您店里下的订单会出现在这里。',
  backToMine: '返回我的',
  failedRetry: '操作未成功，请稍后重试',
  action: {
    confirmDelivery: '确认配送',
    markLack: '标记缺货',
    confirmPick: '确认取货',
    agreeRefund: '同意退款',
    busy: '处理中',
  },
  confirm: {
    confirmDeliveryTitle: '确认配送',
    confirmDeliveryBody: '确认已为订单 {orderNo} 安排配送？买家将看到「配送中」。',
    confirmPickTitle: '确认取货',
    confirmPickBody: '确认买家已取走订单 {orderNo} 的商品？订单将完成。',
    agreeRefundTitle: '同意退款',
    agreeRefundBody: '同意后将退还买家 ¥{amount}，此操作不可撤销。',
    ok: '确定',
    cancel: '取消',
  },
  lack: {
    title: '标记缺货',
    label: '缺货原因',
    placeholder: '如：该规格暂时缺货，预计 3 天内到货',
    required: '请填写缺货原因',
    submit: '确认缺货',
  },
  done: {
    confirmDelivery: '已确认配送',
    markLack: '已标记缺货',
    confirmPick: '已确认取货',
    agreeRefund: '已同意退款',
  },
};

registerArea('sendOrder', sendOrderZhCN);

declare module '../registry' {
  interface AreaMessages {
    sendOrder: typeof sendOrderZhCN;
  }
}
