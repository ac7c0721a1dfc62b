import { catalogue } from '@/api/catalogue';
import { beijingTime } from '../../clock';
import type { FavouriteRecord } from '../../data/member';
import type { Db } from '../../db';
import { findGoods, goodsBrief } from '../../db/goods';
import { handle, paginate, reject } from '../../server/handle';
import { numeric, signedIn, stringList, text } from '../../server/request';

/* Member service: favourites (collect) and their count. */

function favouriteView(db: Db, favourite: FavouriteRecord) {
  const record = findGoods(db, favourite.goodsId);
  const brief = record ? goodsBrief(record) : undefined;
  return {
    id: favourite.id,
    goodsId: favourite.goodsId,
    goodsName: brief?.goodsName ?? favourite.goodsName,
    image: brief?.mainImage ?? favourite.image,
    price: brief?.price ?? favourite.price,
    collectTime: favourite.collectTime,
  };
}

export const favouriteHandlers = [
  // ---------------------------------------------------------------- favourites
  handle(catalogue.collectPage, (ctx) => {
    const member = signedIn(ctx.member);
    const rows = ctx.db.favourites
      .filter((favourite) => favourite.memberId === member.memberId)
      .sort((a, b) => b.collectTime.localeCompare(a.collectTime) || b.id.localeCompare(a.id))
      .map((favourite) => favouriteView(ctx.db, favourite));
    return paginate(rows, ctx.arg);
  }),

  handle(catalogue.collectAdd, (ctx) => {
    const member = signedIn(ctx.member);
    const goodsId = text(ctx.arg.goodsId);
    if (!goodsId) reject(0, '请选择要收藏的商品', {});
    if (ctx.db.favourites.some((favourite) => favourite.memberId === member.memberId && favourite.goodsId === goodsId)) {
      reject(0, '您已收藏该商品', {});
    }
    const record = findGoods(ctx.db, goodsId);
    if (record?.status === 0) reject(0, '商品已下架，无法收藏', {});
    const brief = record ? goodsBrief(record) : undefined;
    const goodsName = brief?.goodsName ?? text(ctx.arg.goodsName);
    if (!goodsName) reject(0, '商品不存在', {});
    ctx.db.favouriteSeq += 1;
    const id = `fav-${ctx.db.favouriteSeq}`;
    ctx.db.favourites.push({
      id,
      memberId: member.memberId,
      goodsId,
      goodsName,
      image: brief?.mainImage ?? text(ctx.arg.image),
      price: brief?.price ?? numeric(ctx.arg.price) ?? 0,
      collectTime: beijingTime(),
    });
    return { id };
  }),

  handle(catalogue.collectDelete, (ctx) => {
    const member = signedIn(ctx.member);
    const goodsIds = stringList(ctx.arg.goodsIds);
    if (goodsIds.length === 0) reject(0, '请选择要取消收藏的商品', {});
    const before = ctx.db.favourites.length;
    ctx.db.favourites = ctx.db.favourites.filter((favourite) => !(favourite.memberId === member.memberId && goodsIds.includes(favourite.goodsId)));
    if (ctx.db.favourites.length === before) reject(0, '收藏记录不存在', {});
    return null;
  }),

  handle(catalogue.collectCount, (ctx) => {
    const member = signedIn(ctx.member);
    const goodsId = text(ctx.arg.goodsId);
    const mine = ctx.db.favourites.filter((favourite) => favourite.memberId === member.memberId);
    return { count: mine.length, collected: goodsId !== '' && mine.some((favourite) => favourite.goodsId === goodsId) };
  }),
];
