import { registerArea } from '../registry';

/** Paying for an order: the channel sheet, the stand-in cashier and the payment's progress (zh-CN source strings). */
export const paymentZhCN = {
  cashier: {
    title: '收银台',
    standIn: '浏览器预览：模拟{channel}，请选择支付结果',
    amount: '支付金额',
    pay: '支付成功',
    fail: '支付失败',
    cancel: '取消支付',
  },
  choose: {
    title: '选择支付方式',
    amount: '需支付',
    close: '关闭',
    confirm: '确认支付 ¥{amount}',
    /** the pay button's word before its price (the button is named by `confirm`) */
    confirmLabel: '确认支付',
    balanceAvailable: '可用余额 ¥{amount}',
    balanceShort: '可用余额 ¥{amount}，余额不足',
  },
  channel: {
    wechat: '微信支付',
    alipay: '支付宝',
    balance: '余额支付',
  },
  phase: {
    preparing: '正在创建支付…',
    paying: '请在{channel}中完成支付',
    confirming: '正在确认支付结果…',
    paid: '支付成功',
    cancelled: '已取消支付，订单仍待付款',
    failed: '支付失败，请重试或更换支付方式',
    pending: '支付结果确认中，稍后可在订单中查看',
    recheck: '刷新支付结果',
  },
};

registerArea('payment', paymentZhCN);

declare module '../registry' {
  interface AreaMessages {
    payment: typeof paymentZhCN;
  }
}
