import { cart, common, goods, home, lottery, order } from './buyer';
import type { CallSpec } from './define';
import { member, memberAuth } from './member';
import { mall, pay, region, settlement, shop } from './services';

export type { ArgOf, CallSpec, Domain, Payload, ResultOf } from './define';

/** Every call of the backend, by name, with its payload and result types (see docs/catalogue.md). */
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
