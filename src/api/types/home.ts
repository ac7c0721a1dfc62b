import type { GoodsBrief } from './goods';
import type { PageArg } from './common';

export type LinkType = 'none' | 'goods' | 'category' | 'activity' | 'page';

/** Home carousel banner. */
export interface Banner {
  id: string;
  title: string;
  imageUrl: string;
  linkType: LinkType;
  /** goodsId, categoryId, activity id or an in-app route, per linkType */
  linkValue: string;
  sort: number;
}

/** Scrolling notice of the home page. */
export interface Notice {
  id: string;
  title: string;
  createTime: string;
}

/** newestGoods returns an object, not a list. */
export interface NewestGoods {
  title: string;
  subtitle: string;
  goodsList: GoodsBrief[];
}

/** An activity zone (活动专区) entry on the home page. */
export interface ActivityZone {
  id: string;
  name: string;
  subtitle: string;
  icon: string;
  linkType: LinkType;
  linkValue: string;
  sort: number;
}

/** Home category shortcut. */
export interface HomeCategory {
  categoryId: string;
  categoryName: string;
  icon: string;
  sort: number;
}

export type ZoneGoodsArg = PageArg;

/** New-user image popup (advert shown on launch). */
export interface ImagePopup {
  id: string;
  title: string;
  imageUrl: string;
  linkType: LinkType;
  linkValue: string;
  /** 1 new-user popup, 2 activity popup */
  popupType: 1 | 2;
  startTime: string;
  endTime: string;
}
