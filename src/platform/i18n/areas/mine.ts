import { registerArea } from '../registry';

/** /mine: zh-CN source strings. */
export const mineZhCN = {
  content: '我的',
  header: {
    avatar: '{name}的头像',
    level: {
      '0': '普通会员',
      '1': '高级会员',
    },
    roles: '身份',
    inviteCode: '邀请码',
    copy: '复制',
    copyLabel: '复制邀请码 {code}',
    copied: '邀请码已复制',
    copyFailed: '复制失败，请长按邀请码手动复制',
    messages: '消息通知',
    messagesUnread: '消息通知，{count} 条未读',
  },
  roles: {
    buyer: '会员',
    teaRoomAgent: '茶室代理',
    teaHouseAgent: '茶馆代理',
    shopOwner: '店主',
    partner: '合伙人',
    distributionSeller: '配送商家',
    legionAgent: '军团长',
    settlementUser: '结算账户',
  },
  orders: {
    title: '我的订单',
    all: '全部订单',
    unpaid: '待付款',
    unshipped: '待发货',
    unreceived: '待收货',
    toReview: '待评价',
    afterSale: '退款/售后',
    count: '{count} 笔',
  },
  assets: {
    title: '我的资产',
    balance: '余额',
    points: '积分',
    coupons: '优惠券',
    favourites: '收藏',
    unknown: '--',
  },
  groups: {
    agent: '代理中心',
    delivery: '配送',
    shop: '我的店铺',
    partner: '合伙人',
    legion: '事业军团',
    services: '常用服务',
  },
  entries: {
    income: '我的收益',
    fans: '团队与粉丝',
    teaHouseOrders: '茶馆订单',
    purchase: '代理进货',
    renew: '代理续费',
    apply: '申请代理',
    deliveryOrders: '配送订单',
    deliveryManage: '配送管理',
    shopIncome: '店铺收益',
    property: '我的资产',
    partnerPoints: '合伙人积分',
    bonusPoints: '分红积分',
    dividends: '消费分红',
    promotionHouses: '推广茶馆',
    signIn: '每日签到',
    lottery: '幸运抽奖',
    pointsHall: '积分大厅',
    coupons: '领券中心',
    vip: '会员中心',
    openShop: '我要开店',
    invite: '邀请好友',
    contract: '我的合同',
    callCenter: '客服中心',
    addresses: '收货地址',
    settings: '设置',
  },
};

registerArea('mine', mineZhCN);

declare module '../registry' {
  interface AreaMessages {
    mine: typeof mineZhCN;
  }
}
