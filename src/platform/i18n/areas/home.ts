import type { Widen } from '../widen';

/** Home area: /home, repurchase zone, members zone: zh-CN source strings. */
export const homeZhCN = {
  search: {
    label: '搜索商品',
    placeholder: '搜索 普洱 / 岩茶 / 茶具',
  },
  banners: {
    label: '活动推荐',
    loading: '活动推荐加载中',
  },
  notices: {
    label: '茶讯',
    loading: '茶讯加载中',
  },
  categories: {
    title: '茶叶分类',
    loading: '茶叶分类加载中',
  },
  zones: {
    title: '专区',
    repurchase: '复购专区',
    repurchaseDesc: '老茶客回购 价更优',
    member: '会员专区',
    memberDesc: '会员专享 好茶好价',
    enter: '去看看',
  },
  activity: {
    title: '活动专区',
    loading: '活动专区加载中',
  },
  newest: {
    title: '新品上市',
    loading: '新品上市加载中',
  },
  recommend: {
    title: '为你推荐',
    empty: '暂无推荐商品',
    emptyDescription: '好茶正在上新，先去分类逛逛吧',
    browse: '去逛逛',
    end: '— 已经到底啦 —',
  },
  section: {
    failed: '{name}加载失败',
    retry: '点击重试',
  },
  popup: {
    label: '新人专享活动',
    open: '查看活动：{title}',
    close: '关闭',
  },
  zone: {
    repurchaseIntro: '喝完再来 · 老茶客回购专享价',
    memberIntro: '会员专享价 · 下单享积分',
    loginTitle: '登录后查看{zone}',
    loginDescription: '专区价格仅对会员开放，登录后即可选购',
    login: '去登录',
    empty: '专区商品正在上新',
    emptyDescription: '先去首页看看其他好茶吧',
    backHome: '返回首页',
  },
};

/** Home area: /home, repurchase zone, members zone: en-US, the same keys (checked by the type). */
export const homeEnUS: Widen<typeof homeZhCN> = {
  search: {
    label: 'Search goods',
    placeholder: 'Search Pu-erh / Rock tea / Teaware',
  },
  banners: {
    label: 'Featured offers',
    loading: 'Loading featured offers',
  },
  notices: {
    label: 'News',
    loading: 'Loading news',
  },
  categories: {
    title: 'Tea categories',
    loading: 'Loading tea categories',
  },
  zones: {
    title: 'Zones',
    repurchase: 'Repurchase zone',
    repurchaseDesc: 'Better prices on repeat orders',
    member: 'Members zone',
    memberDesc: 'Member-only prices',
    enter: 'Browse',
  },
  activity: {
    title: 'Activity zones',
    loading: 'Loading activity zones',
  },
  newest: {
    title: 'New arrivals',
    loading: 'Loading new arrivals',
  },
  recommend: {
    title: 'Recommended for you',
    empty: 'No recommendations yet',
    emptyDescription: 'New teas are on their way; browse the categories meanwhile',
    browse: 'Browse',
    end: '— You have reached the end —',
  },
  section: {
    failed: '{name} failed to load',
    retry: 'Tap to retry',
  },
  popup: {
    label: 'New customer offer',
    open: 'View offer: {title}',
    close: 'Close',
  },
  zone: {
    repurchaseIntro: 'Finished your tea? Repeat-order prices here',
    memberIntro: 'Member prices · earn points on every order',
    loginTitle: 'Log in to see the {zone}',
    loginDescription: 'Zone prices are for members; log in to shop them',
    login: 'Log in',
    empty: 'New goods are coming to this zone',
    emptyDescription: 'Have a look at the other teas on the home page',
    backHome: 'Back to home',
  },
};
