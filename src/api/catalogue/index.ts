import { cart, common, goods, home, lottery, order } from './buyer';
import type { CallSpec } from './define';
import { member, memberAuth } from './member';
import { mall, pay, region, settlement, shop } from './services';

export type { CallSpec, Domain } from './define';

/** Every call of spec section 7, by name. */
export const catalogue = {
  ...common,
  ...home,
  ...goods,
  ...memberAuth,
  ...member,
  ...lottery,
  ...cart,
  ...order,
  ...mall,
  ...pay,
  ...shop,
  ...region,
  ...settlement,
} satisfies Record<string, CallSpec>;

export type CallName = keyof typeof catalogue;
export const allCalls: readonly CallSpec[] = Object.values(catalogue);
