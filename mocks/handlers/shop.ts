import { catalogue } from '@/api/catalogue';
import type { Evaluation, GeoPlace, SalesRank, SalesRankingArg, Shop, ShopListItem } from '@/api/types/shop';
import { cityList, regionPath, regionTree } from '../data/regions';
import type { Db } from '../db';
import { findGoods } from '../db/goods';
import { handle, paginate, reject, type Received, type ResolverContext } from '../server/handle';
import { numeric, sent, signedIn, stringList, text } from '../server/request';
import { beijingTime } from '../clock';

// ------------------------------------------------------------------ geometry

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Great-circle (haversine) distance in km, two decimals. */
export function distanceKm(from: { longitude: number; latitude: number }, to: { longitude: number; latitude: number }): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a))), 2);
}

/**
 * BD-09 (Baidu) <-> GCJ-02 (Amap / Tencent, the system of the shop table): the well-known
 * deterministic offset formula (x_pi = pi * 3000 / 180), six decimals.
 */
const X_PI = (Math.PI * 3000) / 180;

export function bd09ToGcj02(longitude: number, latitude: number): { longitude: number; latitude: number } {
  const x = longitude - 0.0065;
  const y = latitude - 0.006;
  const z = Math.sqrt(x * x + y * y) - 0.00002 * Math.sin(y * X_PI);
  const theta = Math.atan2(y, x) - 0.000003 * Math.cos(x * X_PI);
  return { longitude: round(z * Math.cos(theta), 6), latitude: round(z * Math.sin(theta), 6) };
}

export function gcj02ToBd09(longitude: number, latitude: number): { longitude: number; latitude: number } {
  const z = Math.sqrt(longitude * longitude + latitude * latitude) + 0.00002 * Math.sin(latitude * X_PI);
  const theta = Math.atan2(latitude, longitude) + 0.000003 * Math.cos(longitude * X_PI);
  return { longitude: round(z * Math.cos(theta) + 0.0065, 6), latitude: round(z * Math.sin(theta) + 0.006, 6) };
}

/** The payload's coordinates, or null when none were given; out-of-range values are refused. */
function coordinates(arg: Received<{ longitude: number; latitude: number }>): { longitude: number; latitude: number } | null {
  const longitude = numeric(arg.longitude);
  const latitude = numeric(arg.latitude);
  if (longitude === undefined || latitude === undefined) return null;
  if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) return reject(0, '定位坐标无效', {});
  return { longitude, latitude };
}

function withDistance(shop: Shop, from: { longitude: number; latitude: number } | null): ShopListItem {
  return { ...structuredClone(shop), distance: from ? distanceKm(from, shop) : null };
}

/** Nearest first when coordinates are given, otherwise the table's order. */
function listed(shops: readonly Shop[], from: { longitude: number; latitude: number } | null): ShopListItem[] {
  const rows = shops.map((shop) => withDistance(shop, from));
  return from ? rows.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0)) : rows;
}

function findShop(db: Db, shopId: string): Shop {
  const shop = db.shops.find((candidate) => candidate.shopId === shopId);
  if (!shop) return reject(0, '门店不存在或已关闭', {});
  return shop;
}

function ranking(db: Db, arg: Received<SalesRankingArg>): SalesRank[] {
  const cityId = numeric(arg.cityId);
  return db.shops
    .filter((shop) => cityId === undefined || shop.cityId === cityId)
    .sort((a, b) => b.monthSales - a.monthSales || a.shopId.localeCompare(b.shopId))
    .map((shop, index) => ({
      rank: index + 1,
      shopId: shop.shopId,
      shopName: shop.shopName,
      logo: shop.logo,
      cityName: shop.cityName,
      sales: shop.sales,
      monthSales: shop.monthSales,
      rating: shop.rating,
    }));
}

function maskName(nickname: string): string {
  if (nickname.length <= 1) return `${nickname}***`;
  return `${nickname.slice(0, 1)}***${nickname.slice(-1)}`;
}

// ------------------------------------------------------------------ last shopped

function lastShopped(ctx: ResolverContext) {
  const member = signedIn(ctx.member);
  // the most recent order distributed by a tea house points at that house's shop
  const order = ctx.db.orders
    .filter((candidate) => candidate.memberId === member.memberId && candidate.sellerId !== '' && candidate.status !== 4)
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
    .find((candidate) => ctx.db.shops.some((shop) => shop.ownerMemberId === candidate.sellerId));
  const recorded = ctx.db.lastShopped.find((entry) => entry.memberId === member.memberId);
  const fromOrder = order ? { shop: ctx.db.shops.find((shop) => shop.ownerMemberId === order.sellerId), time: order.createTime } : undefined;
  const fromTable = recorded ? { shop: ctx.db.shops.find((shop) => shop.shopId === recorded.shopId), time: recorded.time } : undefined;
  const latest = [fromOrder, fromTable].filter((entry) => entry?.shop).sort((a, b) => (b?.time ?? '').localeCompare(a?.time ?? ''))[0];
  if (!latest?.shop) return null;
  return { shop: structuredClone(latest.shop), lastShoppedTime: latest.time };
}

// ------------------------------------------------------------------ handlers

/** Shop service: regions, shops, evaluations, rankings, map helpers. */
export const shopHandlers = [
  handle(catalogue.regionsIncludingForbidden, ({ db }) => regionTree(db.regions, true)),

  handle(catalogue.regionsByParent, ({ db, arg }) => {
    const parentId = numeric(arg.parentId) ?? 0;
    if (parentId !== 0 && !db.regions.some((region) => region.id === parentId)) reject(0, '上级地区不存在', {});
    return db.regions.filter((region) => region.parentId === parentId && region.forbidden === 0).map((region) => ({ ...region }));
  }),

  handle(catalogue.cityRegions, ({ db }) => cityList(db.regions)),

  handle(catalogue.shopList, ({ db, arg }) => {
    const provinceId = numeric(arg.provinceId);
    const cityId = numeric(arg.cityId);
    const regionId = numeric(arg.regionId);
    const shops = db.shops.filter(
      (shop) =>
        (provinceId === undefined || shop.provinceId === provinceId) &&
        (cityId === undefined || shop.cityId === cityId) &&
        (regionId === undefined || shop.regionId === regionId),
    );
    return paginate(listed(shops, coordinates(arg)), arg);
  }),

  handle(catalogue.shopDetail, (ctx) => {
    signedIn(ctx.member);
    return withDistance(findShop(ctx.db, text(ctx.arg.shopId)), coordinates(ctx.arg));
  }),

  handle(catalogue.shopDetailNoLogin, ({ db, arg }) => withDistance(findShop(db, text(arg.shopId)), coordinates(arg))),

  handle(catalogue.updateShopAndAddress, (ctx) => {
    const member = signedIn(ctx.member);
    const { arg } = ctx;
    const shop = findShop(ctx.db, text(arg.shopId));
    if (shop.ownerMemberId !== member.memberId) reject(0, '无权修改该门店信息', {});
    const changes: Partial<Shop> = {};
    if (sent(arg, 'shopName')) {
      const shopName = text(arg.shopName);
      if (shopName.length < 2 || shopName.length > 20) reject(0, '门店名称须为 2-20 个字', {});
      changes.shopName = shopName;
    }
    if (sent(arg, 'phone')) {
      const phone = text(arg.phone);
      if (!/^[\d\- ]{7,20}$/.test(phone)) reject(0, '请输入正确的联系电话', {});
      changes.phone = phone;
    }
    if (sent(arg, 'businessHours')) {
      const hours = text(arg.businessHours);
      if (!/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/.test(hours)) reject(0, '营业时间格式应为 09:00-22:00', {});
      changes.businessHours = hours;
    }
    if (sent(arg, 'provinceId') || sent(arg, 'cityId') || sent(arg, 'regionId')) {
      const ids = {
        provinceId: numeric(arg.provinceId) ?? shop.provinceId,
        cityId: numeric(arg.cityId) ?? shop.cityId,
        regionId: numeric(arg.regionId) ?? shop.regionId,
      };
      const names = regionPath(ctx.db.regions, ids);
      if (!names) return reject(0, '请选择正确的省市区', {});
      Object.assign(changes, ids, names);
    }
    if (sent(arg, 'address')) {
      const address = text(arg.address);
      if (address.length < 5) reject(0, '详细地址至少填写 5 个字', {});
      changes.address = address;
    }
    const point = coordinates(arg);
    if (point) Object.assign(changes, point);
    Object.assign(shop, changes);
    return structuredClone(shop);
  }),

  handle(catalogue.lastShoppedShop, (ctx) => lastShopped(ctx)),

  handle(catalogue.saveGoodsEvaluation, (ctx) => {
    const member = signedIn(ctx.member);
    const { arg, db } = ctx;
    const goodsId = text(arg.goodsId);
    const goods = findGoods(db, goodsId);
    const goodsName = goods?.goodsName ?? text(arg.goodsName);
    if (!goodsId || !goodsName) reject(0, '商品不存在', {});
    const rating = numeric(arg.rating);
    if (rating === undefined || !Number.isInteger(rating) || rating < 1 || rating > 5) reject(0, '请为商品打分（1-5 星）', {});
    const content = text(arg.content);
    if (content.length < 5) reject(0, '评价内容至少 5 个字', {});
    if (content.length > 500) reject(0, '评价内容不能超过 500 个字', {});
    const images = stringList(arg.images);
    if (images.length > 9) reject(0, '最多上传 9 张图片', {});
    const orderId = text(arg.orderId);
    let shopId = text(arg.shopId);
    if (orderId) {
      const order = db.orders.find((candidate) => candidate.orderId === orderId && candidate.memberId === member.memberId);
      if (!order) return reject(0, '订单不存在', {});
      if (order.status !== 3) reject(0, '订单完成后才能评价', {});
      if (!order.lines.some((line) => line.goodsId === goodsId)) reject(0, '该订单中没有这件商品', {});
      if (db.evaluations.some((evaluation) => evaluation.orderId === orderId && evaluation.goodsId === goodsId)) reject(0, '该商品已评价，请勿重复提交', {});
      shopId ||= db.shops.find((shop) => shop.ownerMemberId === order.sellerId)?.shopId ?? '';
    }
    const anonymous = numeric(arg.anonymous) === 1 ? 1 : 0;
    db.evaluationSeq += 1;
    const evaluation: Evaluation = {
      id: `ev-${db.evaluationSeq}`,
      goodsId,
      goodsName,
      shopId,
      orderId,
      memberId: member.memberId,
      nickname: anonymous ? maskName(member.nickname) : member.nickname,
      avatar: anonymous ? 'avatars/guest.svg' : member.avatar,
      rating: rating ?? 5,
      content,
      images,
      anonymous,
      specName: text(arg.specName),
      createTime: beijingTime(),
      reply: null,
    };
    db.evaluations.push(evaluation);
    // the order's line is reviewed: the order list stops offering 评价 once every line is
    for (const line of db.orders.find((order) => orderId && order.orderId === orderId)?.lines ?? []) {
      if (line.goodsId === goodsId) line.evaluated = 1;
    }
    return { evaluationId: evaluation.id };
  }),

  handle(catalogue.goodsEvaluationPage, ({ db, arg }) => {
    const goodsId = text(arg.goodsId);
    if (!goodsId) reject(0, '缺少商品编号', {});
    const all = db.evaluations.filter((evaluation) => evaluation.goodsId === goodsId);
    const level = text(arg.level);
    const hasImage = numeric(arg.hasImage) === 1;
    const rows = all
      .filter((evaluation) => {
        if (hasImage && evaluation.images.length === 0) return false;
        if (level === 'good') return evaluation.rating >= 4;
        if (level === 'medium') return evaluation.rating === 3;
        if (level === 'bad') return evaluation.rating <= 2;
        return true;
      })
      .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id))
      .map((evaluation) => structuredClone(evaluation));
    const averageRating = all.length ? round(all.reduce((sum, evaluation) => sum + evaluation.rating, 0) / all.length, 1) : 0;
    const goodRate = all.length ? round(all.filter((evaluation) => evaluation.rating >= 4).length / all.length, 2) : 1;
    return { ...paginate(rows, arg), averageRating, goodRate };
  }),

  handle(catalogue.salesRanking, ({ db, arg }) => ranking(db, arg).slice(0, numeric(arg.limit) ?? 10)),
  handle(catalogue.salesTopThree, ({ db, arg }) => ranking(db, arg).slice(0, 3)),

  handle(catalogue.searchByAddressAndName, ({ db, arg }) => {
    const keyword = text(arg.keyword);
    if (!keyword) reject(0, '请输入门店名称或地址', {});
    const shops = db.shops.filter((shop) =>
      [shop.shopName, shop.address, shop.regionName, shop.cityName].some((field) => field.includes(keyword)),
    );
    return paginate(listed(shops, coordinates(arg)), arg);
  }),

  handle(catalogue.distanceRanking, ({ db, arg }) => {
    const from = coordinates(arg);
    if (!from) return reject(0, '请开启定位后重试', {});
    return listed(db.shops, from).slice(0, numeric(arg.limit) ?? 10);
  }),

  handle(catalogue.reverseGeocode, ({ db, arg }): GeoPlace => {
    const from = coordinates(arg);
    if (!from) return reject(0, '请开启定位后重试', {});
    const nearest = db.regions
      .filter((region) => region.level === 3)
      .map((region) => ({ region, distance: distanceKm(from, region) }))
      .sort((a, b) => a.distance - b.distance)[0];
    if (!nearest || nearest.distance > 100) return reject(0, '当前位置暂未开通服务', {});
    const city = db.regions.find((region) => region.id === nearest.region.parentId);
    const province = db.regions.find((region) => region.id === city?.parentId);
    if (!city || !province) return reject(0, '当前位置暂未开通服务', {});
    return {
      provinceId: province.id,
      provinceName: province.name,
      cityId: city.id,
      cityName: city.name,
      regionId: nearest.region.id,
      regionName: nearest.region.name,
      formattedAddress: `${province.name}${city.name}${nearest.region.name}`,
      distance: nearest.distance,
    };
  }),

  /** from 'bd09' (default) converts to GCJ-02; from 'gcj02' converts to BD-09 */
  handle(catalogue.mapCoordinateConversion, ({ arg }) => {
    const point = coordinates(arg);
    if (!point) return reject(0, '请提供经纬度', {});
    const from = text(arg.from) || 'bd09';
    if (from !== 'bd09' && from !== 'gcj02') reject(0, '不支持的坐标系', {});
    return from === 'bd09'
      ? { ...bd09ToGcj02(point.longitude, point.latitude), coordinateType: 'gcj02' as const }
      : { ...gcj02ToBd09(point.longitude, point.latitude), coordinateType: 'bd09' as const };
  }),
];
