import { registerArea } from '../registry';

/** /order, the order list: zh-CN source strings. */
export const orderListZhCN = {
  tab: {
    all: '全部',
    '0': '待付款',
    '1': '待发货',
    '2': '待收货',
    '3': '已完成',
    '5': '售后',
  },
  orderNo: '订单号 {orderNo}',
  pieces: '共 {count} 件',
  toPay: '需付款',
  paid: '实付款',
  goShopping: '去逛逛',
  emptyTitle: '暂无订单',
  emptyBodyAll: '还没有下过单，去挑几款好茶吧',
  emptyBodyTab: '这里还没有相关订单',
};

registerArea('orderList', orderListZhCN);

declare module '../registry' {
  interface AreaMessages {
    orderList: typeof orderListZhCN;
  }
}
