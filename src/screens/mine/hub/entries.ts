import { holdsAny } from '@/lib/roles';
import type { MemberRole } from '@/models/member';
import type { RoutePath } from '@/routes';

/*
 * The mine page's entry grids: which entries a member sees, by the roles it holds. A pure rule, so
 * a test can read it without rendering. Every member sees the services; each role adds its group.
 * An entry whose screen is not built yet still navigates: its route shows the coming-soon page.
 * Routes are written as literals (checked against `RoutePath`), not `paths.x`: every `paths`
 * constant a chunk names is kept in the launch bundle, where `paths` lives (docs/performance.md).
 */

export type EntryKey =
  | 'income'
  | 'fans'
  | 'teaHouseOrders'
  | 'purchase'
  | 'renew'
  | 'apply'
  | 'deliveryOrders'
  | 'deliveryManage'
  | 'shopIncome'
  | 'property'
  | 'partnerPoints'
  | 'bonusPoints'
  | 'dividends'
  | 'promotionHouses'
  | 'signIn'
  | 'lottery'
  | 'pointsHall'
  | 'coupons'
  | 'vip'
  | 'openShop'
  | 'invite'
  | 'contract'
  | 'callCenter'
  | 'addresses'
  | 'settings';

export type GroupKey = 'agent' | 'delivery' | 'shop' | 'partner' | 'legion' | 'services';

export interface MineEntry {
  key: EntryKey;
  route: RoutePath;
}

export interface EntryGroup {
  key: GroupKey;
  entries: readonly MineEntry[];
}

const entry = (key: EntryKey, route: RoutePath): MineEntry => ({ key, route });

/** A tea-room or tea-house franchisee: income, team, purchases, and the renewal of its own kind. */
function agentGroup(roles: ReadonlySet<MemberRole>): MineEntry[] {
  const teaHouse = roles.has('teaHouseAgent');
  return [
    entry('income', '/income/income'),
    entry('fans', '/myFans'),
    ...(teaHouse ? [entry('teaHouseOrders', '/mine/teahouseOrder')] : []),
    entry('purchase', '/mine/purchase'),
    entry('renew', teaHouse ? '/mine/teaHouseRenewal' : '/mine/renew'),
  ];
}

const GROUPS: readonly { key: GroupKey; for: readonly MemberRole[]; entries: (roles: ReadonlySet<MemberRole>) => MineEntry[] }[] = [
  { key: 'agent', for: ['teaRoomAgent', 'teaHouseAgent'], entries: agentGroup },
  { key: 'delivery', for: ['distributionSeller'], entries: () => [entry('deliveryOrders', '/sendOrder'), entry('deliveryManage', '/mine/delivery')] },
  { key: 'shop', for: ['shopOwner'], entries: () => [entry('shopIncome', '/income/income'), entry('property', '/income/property'), entry('fans', '/myFans')] },
  {
    key: 'partner',
    for: ['partner'],
    entries: () => [entry('income', '/income/income'), entry('partnerPoints', '/income/partnerPoints'), entry('bonusPoints', '/income/bonuspoints'), entry('fans', '/myFans')],
  },
  { key: 'legion', for: ['legionAgent'], entries: () => [entry('dividends', '/income/consumerDividends'), entry('promotionHouses', '/income/agencyPromotionHouses')] },
];

/** What every member sees; a member without a franchise is offered to apply for one. */
function services(roles: ReadonlySet<MemberRole>): MineEntry[] {
  return [
    entry('signIn', '/mine/signIn'),
    entry('lottery', '/mine/largeTurntable'),
    entry('pointsHall', '/mine/pointsHall'),
    entry('coupons', '/collectCoupons'),
    entry('vip', '/vipInfo'),
    entry('invite', '/share/invitation'),
    ...(holdsAny(roles, ['teaRoomAgent', 'teaHouseAgent']) ? [] : [entry('apply', '/apply/index')]),
    ...(roles.has('shopOwner') ? [] : [entry('openShop', '/openshop/openshop')]),
    entry('contract', '/contractSigning/index'),
    entry('callCenter', '/callCenter'),
    entry('addresses', '/mine/setAddress'),
    entry('settings', '/mine/set'),
  ];
}

/**
 * The grids a member with `roles` sees, role groups first (in the order above), then the services.
 * An entry shows once: where two roles share one (income, team), the first group keeps it.
 */
export function entryGroupsFor(roles: ReadonlySet<MemberRole>): EntryGroup[] {
  const seen = new Set<EntryKey>();
  const keep = (entries: MineEntry[]) => entries.filter((candidate) => !seen.has(candidate.key) && seen.add(candidate.key));
  const groups = GROUPS.filter((group) => holdsAny(roles, group.for)).map((group) => ({ key: group.key, entries: keep(group.entries(roles)) }));
  return [...groups, { key: 'services' as const, entries: keep(services(roles)) }].filter((group) => group.entries.length > 0);
}
