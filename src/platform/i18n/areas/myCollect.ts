import { registerArea } from '../registry';

/** /myCollet, the favourites: zh-CN source strings. */
export const myCollectZhCN = {
  total: '共 {count} 件收藏',
  manage: '管理',
  done: '完成',
  selectAll: '全选',
  settle: '结算({count})',
  delete: '删除',
  keep: '再想想',
  deleteTitle: '取消收藏这 {count} 件商品？',
  deleteBody: '取消后可在商品页重新收藏。',
  deleted: '已取消收藏',
  failedRetry: '操作没有成功，请稍后重试',
  emptyTitle: '还没有收藏',
  emptyBody: '在商品页点收藏，喜欢的茶都在这里',
  goShopping: '去逛逛',
};

registerArea('myCollect', myCollectZhCN);

declare module '../registry' {
  interface AreaMessages {
    myCollect: typeof myCollectZhCN;
  }
}
