import type { Rules } from '@/hooks/form';
import { clearDraft, readDraft, writeDraft } from '@/platform/formDraft';
import '@/platform/i18n/areas/upgrade';

/*
 * What the two upgrade steps share: the choices, kept as one form draft in session storage
 * (`tm.draft.upgrade`), so going back to the first step and forward again, a reload and the login
 * round trip of an expired session all come back to the same package and payment channel; and the
 * upgrade order already placed for a package and address (`tm.draft.upgrade.order`), so paying
 * again after a closed cashier pays that order instead of placing another.
 */

/** The upgrade packages (the gift package page of the upgrade scene); a buyer chooses one. Both steps read this one cache entry. */
export const UPGRADE_PACKAGES = { packageType: 'upgrade', pageNo: 1, pageSize: 20 } as const;

export type UpgradeChannel = 'wechat' | 'alipay';

export interface UpgradeChoice {
  packageId: string;
  channel: UpgradeChannel;
}

/** The draft both steps' forms keep. */
export const UPGRADE_DRAFT = 'upgrade';
const ORDER_DRAFT = 'upgrade.order';

export const NO_CHOICE: UpgradeChoice = { packageId: '', channel: 'wechat' };

export const CHANNELS: readonly UpgradeChannel[] = ['wechat', 'alipay'];

export const choiceRules: Rules<UpgradeChoice> = {
  packageId: (value) => (value ? null : 'upgrade.choosePackage'),
};

/** A kept draft read back, or null when it does not fit. */
export function parseChoice(stored: unknown): UpgradeChoice | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { packageId, channel } = stored as Record<string, unknown>;
  if (typeof packageId !== 'string' || !CHANNELS.includes(channel as UpgradeChannel)) return null;
  return { packageId, channel: channel as UpgradeChannel };
}

/** The choices kept so far (a step opened on its own, before the form mounts). */
export function keptChoice(): UpgradeChoice | null {
  return readDraft(UPGRADE_DRAFT, parseChoice);
}

/** What an upgrade order was placed for: one package to one address. */
export function upgradeIntent(packageId: string, addressId: string): string {
  return `upgrade:${packageId}:${addressId}`;
}

export interface PlacedUpgrade {
  intent: string;
  orderId: string;
  /** yuan, what the order asks */
  payAmount: number;
}

function parsePlaced(stored: unknown): PlacedUpgrade | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { intent, orderId, payAmount } = stored as Record<string, unknown>;
  if (typeof intent !== 'string' || typeof orderId !== 'string' || typeof payAmount !== 'number') return null;
  return { intent, orderId, payAmount };
}

/** The upgrade order placed for `intent` and not paid yet, if any. */
export function placedFor(intent: string): PlacedUpgrade | null {
  const placed = readDraft(ORDER_DRAFT, parsePlaced);
  return placed?.intent === intent ? placed : null;
}

export function keepPlaced(placed: PlacedUpgrade | null): void {
  if (placed) writeDraft(ORDER_DRAFT, placed);
  else clearDraft(ORDER_DRAFT);
}

/** The upgrade is done (paid) or given up: nothing is kept. */
export function forgetUpgrade(): void {
  clearDraft(UPGRADE_DRAFT);
  clearDraft(ORDER_DRAFT);
}
