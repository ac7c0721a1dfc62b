import { seedMembers, type MembersTables } from './members';
import { seedNotices, type NoticesTables } from './notices';
import { seedAddresses, type AddressTables } from './address';
import { seedCoupons, type CouponTables } from './coupon';
import { seedFavourites, type FavouriteTables } from './favourite';
import { seedMessages, type MessageTables } from './message';
import { seedShops, type ShopTables } from './shop';
import { seedMall, type MallTables } from './mall';
import { seedGoods, type GoodsTables } from './goods';
import { seedCart, type CartTables } from './cart';
import { seedOrders, type OrderTables } from './order';
import { seedPay, type PayTables } from './pay';
import { seedLottery, type LotteryTables } from './lottery';
import { seedContracts, type ContractTables } from './contract';
import { seedAgentProfiles, type AgentProfileTables } from './agentProfile';
import { seedRequests, type RequestTables } from './requests';
import { seedOpenShop, type OpenShopTables } from './openShop';

/**
 * The mock backend's in-memory database: one seeded, deterministic state per session.
 * Each domain contributes its tables; `resetDb()` restores the seed (every story and test starts clean).
 */
export type Db = MembersTables & NoticesTables & AddressTables & CouponTables & FavouriteTables & MessageTables & ShopTables & MallTables & GoodsTables & CartTables & OrderTables & PayTables & LotteryTables & ContractTables & AgentProfileTables & RequestTables & OpenShopTables;

function seed(): Db {
  return { ...seedMembers(), ...seedNotices(), ...seedAddresses(), ...seedCoupons(), ...seedFavourites(), ...seedMessages(), ...seedShops(), ...seedMall(), ...seedGoods(), ...seedCart(), ...seedOrders(), ...seedPay(), ...seedLottery(), ...seedContracts(), ...seedAgentProfiles(), ...seedRequests(), ...seedOpenShop() };
}

export let db: Db = seed();

export function resetDb(): void {
  db = seed();
}
