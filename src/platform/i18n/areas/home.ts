import { registerArea } from '../registry';

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

registerArea('home', homeZhCN);

declare module '../registry' {
  interface AreaMessages {
    home: typeof homeZhCN;
  }
}
