import { homeZhCN } from './areas/home';
import type { goodsZhCN } from './areas/goods';
import type { cartZhCN } from './areas/cart';
import type { authZhCN } from './areas/auth';
import type { mallZhCN } from './areas/mall';
import type { pickerZhCN } from './areas/picker';
import type { Widen } from './widen';

/**
 * zh-CN is the source catalogue: its shape is the type every other locale must fill completely.
 * This is the part every page needs (shell, home); the areas of AreaMessages load with their
 * screens (each areas/<area>.ts registers itself when imported).
 */
export const zhCN = {
  app: {
    name: '茶商城',
  },
  tab: {
    home: '首页',
    category: '分类',
    shop: '同城',
    cart: '购物车',
    mine: '我的',
  },
  header: {
    back: '返回',
  },

  state: {
    loading: '加载中…',
    empty: '暂无数据',
    networkError: '网络不给力，请检查网络后重试',
    serverError: '服务开小差了',
    retry: '重新加载',
  },
  comingSoon: {
    title: '敬请期待',
    body: '「{title}」页面正在建设中，很快与您见面。',
    backHome: '返回首页',
  },
  notFound: {
    title: '页面不存在',
    body: '您访问的页面不存在或已下线。',
    backHome: '返回首页',
  },
  chunkError: {
    timeoutTitle: '页面加载超时',
    missingTitle: '页面加载失败',
    body: '网络不稳定或版本已更新，请重试。',
    retry: '重试',
  },
  session: {
    loginFirst: '请先登录',
    sessionExpired: '登录状态已过期，请重新登录',
    forcedOfflineTitle: '提示',
    forcedOfflineConfirm: '知道了',
  },
  goodsCard: {
    sales: '已售 {count}',
    tags: '商品标签',
  },
  price: {
    current: '现价 {value} 元',
    original: '原价 {value} 元',
    member: '会员价 ¥{value}',
  },

  home: homeZhCN,
  list: {
    loadingMore: '加载中…',
    noMore: '没有更多了',
    loadMoreFailed: '加载失败，点击重试',
    pullToRefresh: '下拉刷新',
    releaseToRefresh: '释放立即刷新',
    refreshing: '加载中…',
    refreshed: '刷新成功',
    refreshFailed: '刷新失败',
  },
  carousel: {
    slide: '第 {index} 张，共 {count} 张',
  },
  demo: {
    title: '茶讯公告',
    item: '{title} · {date}',
  },
  route: {
    '/home': '首页',
    '/home/repurchaseZone': '复购专区',
    '/home/memberArea': '会员专区',
    '/mine': '我的',
    '/mine/set': '设置',
    '/mine/setAddress': '收货地址',
    '/mine/set/contract': '我的合同',
    '/mine/setUser': '个人资料',
    '/mine/setName': '修改昵称',
    '/mine/setAgentName': '修改代理名称',
    '/mine/setMobile': '修改手机号',
    '/mine/setInviter': '设置邀请人',
    '/mine/setSign': '个性签名',
    '/mine/setPassword': '修改密码',
    '/mine/feedback': '意见反馈',
    '/mine/newFunction': '新功能介绍',
    '/mine/logout': '注销账号',
    '/mine/changeAccount': '切换账号',
    '/collectCoupons': '领券中心',
    '/myCoupon': '我的优惠券',
    '/creditZone': '抵扣专区',
    '/activityArea': '活动专区',
    '/activityAreaDetails': '活动详情',
    '/messageNotice': '消息通知',
    '/myFans': '我的粉丝',
    '/myCollet': '我的收藏',
    '/vipInfo': '会员权益',
    '/contractSigning/index': '合同签署',
    '/contractSigning/autograph': '手写签名',
    '/order': '我的订单',
    '/comment': '评价晒单',
    '/logistics': '物流详情',
    '/orderDetails': '订单详情',
    '/sendOrder': '配送订单',
    '/refundOrder': '退款/售后',
    '/setRefund': '申请退款',
    '/callCenter': '客服中心',
    '/upgrade/upgrade': '会员升级',
    '/upgrade/upgrade-next': '升级支付',
    '/openshop/openshop': '我要开店',
    '/openshop/openshop-next': '开店支付',
    '/income/income': '我的收益',
    '/income/property': '我的资产',
    '/income/partnerPoints': '合伙人积分',
    '/income/withdrawal': '提现',
    '/income/bonuspoints': '分红积分',
    '/income/withdrawalrecord': '提现记录',
    '/income/freezeQuestions': '冻结说明',
    '/income/details': '收支明细',
    '/income/consumerDividends': '消费分红',
    '/income/agencyPromotionHouses': '代理推广茶馆',
    '/address/address': '收货地址',
    '/address/editaddress': '编辑地址',
    '/shoppingCart': '购物车',
    '/shoppingCart/confirmOrder': '确认订单',
    '/goods/search': '搜索',
    '/goods/category': '分类',
    '/goods/detail/:id': '商品详情',
    '/shop/index': '同城',
    '/shop/more': '更多门店',
    '/shop/list': '门店列表',
    '/shop/detail': '门店详情',
    '/mall/detail': '公司介绍',
    '/apply/index': '申请代理',
    '/apply/mall': '商城代理',
    '/apply/agent': '代理申请',
    '/apply/nextStep': '填写资料',
    '/apply/agreement': '代理协议',
    '/mine/agentEdit': '修改代理资料',
    '/chat/conversation': '消息',
    '/chat/chat/:id': '聊天',
    '/mine/teahouseOrder': '茶馆订单',
    '/mine/signIn': '每日签到',
    '/mine/teaHouseRenewal': '茶馆续费',
    '/mine/pointsHall': '积分大厅',
    '/mine/purchase': '代理进货',
    '/mine/delivery': '配送管理',
    '/mine/deliveryDetaile': '配送详情',
    '/mine/renew': '续费',
    '/mine/orderingInfo': '订货信息',
    '/mine/largeTurntable': '幸运大转盘',
    '/register': '注册',
    '/login': '登录',
    '/password': '找回密码',
    '/agreement': '用户协议',
    '/privacy': '隐私政策',
    '/privacySDK': '第三方SDK说明',
    '/share/invitation': '邀请好友',
    '/share/download': '下载App',
    notFound: '页面不存在',
  },
};

export interface AreaMessages {
  goods: typeof goodsZhCN;
  cart: typeof cartZhCN;
  auth: typeof authZhCN;
  mall: typeof mallZhCN;
  picker: typeof pickerZhCN;
}
export type LazyArea = keyof AreaMessages;
export type Messages = Widen<typeof zhCN & AreaMessages>;
