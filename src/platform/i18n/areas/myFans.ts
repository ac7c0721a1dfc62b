import { registerArea } from '../registry';

/** /myFans: zh-CN source strings. */
export const myFansZhCN = {
  totals: '粉丝统计',
  today: '今日新增',
  thisMonth: '本月新增',
  total: '粉丝总数',
  totalsRetry: '统计加载失败，点击重试',
  search: '搜索粉丝',
  searchPlaceholder: '搜索昵称或手机号',
  searchButton: '搜索',
  dateRange: '按加入日期筛选',
  list: '粉丝列表',
  avatar: '{name}的头像',
  joined: '{date} 加入',
  level1: '直属粉丝',
  level2: '间接粉丝',
  emptyTitle: '还没有粉丝',
  emptyBody: '分享店铺或商品给好友，好友注册后即成为你的粉丝',
  noMatchTitle: '没有找到相关粉丝',
  noMatchBody: '换个昵称、手机号或日期范围试试',
};

registerArea('myFans', myFansZhCN);

declare module '../registry' {
  interface AreaMessages {
    myFans: typeof myFansZhCN;
  }
}
