import { cart } from './cart';
import { common } from './common';
import { contract } from './contract';
import type { CallSpec } from './define';
import { goods } from './goods';
import { home } from './home';
import { lottery } from './lottery';
import { mall } from './mall';
import { member, memberAuth } from './member';
import { order } from './order';
import { pay } from './pay';
import { region } from './region';
import { service } from './service';
import { settlement } from './settlement';
import { shop } from './shop';
import { openShop } from './openShop';
import { fans } from './fans';

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
  ...contract,
  ...service,
  ...openShop,
  ...fans,
} satisfies Record<string, CallSpec>;

export type CallName = keyof typeof catalogue;
export const allCalls: readonly CallSpec[] = Object.values(catalogue);
