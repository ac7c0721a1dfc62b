import { homeHandlers } from './home';
import { memberHandlers } from './member';
import { settlementHandlers } from './settlement';
import { regionHandlers } from './region';
import { shopHandlers } from './shop';
import { mallHandlers } from './mall';
import { commonHandlers } from './common';
import { goodsHandlers } from './goods';
import { cartHandlers } from './cart';
import { orderHandlers } from './order';
import { payHandlers } from './pay';
import { lotteryHandlers } from './lottery';
import { contractHandlers } from './contract';
import { serviceHandlers } from './service';
import { openShopHandlers } from './openShop';

/** The one handler set: browser worker (npm start, Storybook) and Node (unit tests) both use it. */
export const handlers = [...homeHandlers, ...memberHandlers, ...settlementHandlers, ...regionHandlers, ...shopHandlers, ...mallHandlers, ...commonHandlers, ...goodsHandlers, ...cartHandlers, ...orderHandlers, ...payHandlers, ...lotteryHandlers, ...contractHandlers, ...serviceHandlers, ...openShopHandlers];
