import { catalogue } from '@/api/catalogue';
import type { GoodsSort } from '@/api/types/goods';
import { categoryView, findGoods, goodsBrief, goodsDetail, onShelf } from '../db/goods';
import { handle, paginate, reject } from '../server/handle';
import { signedIn, text } from '../server/request';
import { beijingTime } from '../clock';

const MAX_BROWSE_RECORDS = 100;

const sorters: Record<GoodsSort, (a: ReturnType<typeof goodsBrief>, b: ReturnType<typeof goodsBrief>) => number> = {
  default: () => 0,
  sales: (a, b) => b.sales - a.sales,
  priceAsc: (a, b) => a.price - b.price,
  priceDesc: (a, b) => b.price - a.price,
  newest: (a, b) => b.createTime.localeCompare(a.createTime),
};

function isSort(value: string): value is GoodsSort {
  return value in sorters;
}

export const goodsHandlers = [
  handle(catalogue.goodsCategoryPage, ({ db, arg }) =>
    paginate(
      [...db.goodsCategories].sort((a, b) => a.sort - b.sort).map((category) => categoryView(db, category)),
      { pageSize: 50, ...arg },
    ),
  ),
  handle(catalogue.goodsPage, ({ db, arg }) => {
    const categoryId = text(arg.categoryId);
    const keyword = text(arg.keyword).toLowerCase();
    const sort = text(arg.sort) || 'default';
    if (!isSort(sort)) reject(0, '不支持的排序方式', {});
    if (categoryId && !db.goodsCategories.some((category) => category.categoryId === categoryId)) reject(0, '商品分类不存在', {});
    const categoryNames = new Map(db.goodsCategories.map((category) => [category.categoryId, category.categoryName]));
    const rows = onShelf(db)
      .filter((record) => !categoryId || record.categoryId === categoryId)
      .filter(
        (record) =>
          !keyword ||
          [record.goodsName, record.subtitle, categoryNames.get(record.categoryId) ?? '', ...record.tags].some((field) =>
            field.toLowerCase().includes(keyword),
          ),
      )
      .map(goodsBrief)
      .sort(sorters[sort]);
    return paginate(rows, arg);
  }),
  handle(catalogue.goodsDetail, ({ db, arg }) => {
    const record = findGoods(db, text(arg.goodsId));
    if (!record) reject(0, '商品不存在或已删除', {});
    // an off-shelf goods still opens (status 0): the screen shows 已下架 and disables buying
    return goodsDetail(db, record);
  }),
  handle(catalogue.saveBrowseHistory, ({ db, member, arg }) => {
    const { memberId } = signedIn(member);
    const goodsId = text(arg.goodsId);
    if (text(arg.memberId) && text(arg.memberId) !== memberId) reject(0, '会员信息不一致，请重新登录', {});
    if (!findGoods(db, goodsId)) reject(0, '商品不存在或已删除', {});
    const existing = db.browseHistory.findIndex((record) => record.memberId === memberId && record.goodsId === goodsId);
    if (existing >= 0) db.browseHistory.splice(existing, 1);
    db.browseHistory.push({ id: `bh-${memberId}-${goodsId}`, memberId, goodsId, browseTime: beijingTime() });
    const own = db.browseHistory.filter((record) => record.memberId === memberId);
    const oldest = own.length > MAX_BROWSE_RECORDS ? own[0] : undefined;
    if (oldest) db.browseHistory.splice(db.browseHistory.indexOf(oldest), 1);
    return null;
  }),
];
