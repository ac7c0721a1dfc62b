import { catalogue } from '@/api/catalogue';
import { newestSection, recommendGoodsIds } from '../data/home';
import type { PageArg } from '@/api/types/common';
import { categoryView, findGoods, goodsBrief, onShelf, type GoodsTables } from '../db/goods';
import { handle, paginate, type Received } from '../server/handle';

const bySort = <T extends { sort: number }>(rows: readonly T[]) => [...rows].sort((a, b) => a.sort - b.sort);

/** A page of a home zone (repurchase, members): the goods on shelf that carry the zone's flag. */
function zonePage(db: GoodsTables, flag: 'repurchaseFlag' | 'memberFlag', arg: Received<PageArg>) {
  return paginate(
    onShelf(db)
      .filter((record) => record[flag] === 1)
      .map(goodsBrief),
    arg,
  );
}

export const homeHandlers = [
  handle(catalogue.hotNews, ({ db }) => db.notices),
  handle(catalogue.topImageCarousel, ({ db }) => bySort(db.banners)),
  handle(catalogue.newestGoods, ({ db }) => ({
    title: newestSection.title,
    subtitle: newestSection.subtitle,
    goodsList: onShelf(db)
      .sort((a, b) => b.createTime.localeCompare(a.createTime))
      .slice(0, newestSection.size)
      .map(goodsBrief),
  })),
  handle(catalogue.recommendGoods, ({ db }) =>
    recommendGoodsIds.flatMap((goodsId) => {
      const record = findGoods(db, goodsId);
      return record?.status === 1 ? [goodsBrief(record)] : [];
    }),
  ),
  handle(catalogue.activityTheZoneCategory, ({ db }) => bySort(db.activityZones)),
  handle(catalogue.goodsCategory, ({ db }) =>
    bySort(db.goodsCategories).map((category) => {
      const { categoryId, categoryName, icon, sort } = categoryView(db, category);
      return { categoryId, categoryName, icon, sort };
    }),
  ),
  handle(catalogue.repurchaseAreaGoods, ({ db, arg }) => zonePage(db, 'repurchaseFlag', arg)),
  handle(catalogue.membersAreaGoods, ({ db, arg }) => zonePage(db, 'memberFlag', arg)),
  // the new-user popup of the current period (the screen shows it once per launch)
  handle(catalogue.getImagePopup, ({ db }) => db.imagePopups.find((popup) => popup.popupType === 1) ?? null),
];
