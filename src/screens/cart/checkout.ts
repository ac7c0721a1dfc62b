import type { SettleItem } from '@/api/types/order';
import { cleanUserText, textLength } from '@/lib/text';
import type { SettleSource } from '@/routes';

/*
 * Confirm order's side of its hand-off (`SettleSource` in src/routes): reading it from history
 * state or the query, mirroring it into the query, the remark sent, and the drafts kept per settled source.
 */

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
}

function item(value: unknown): SettleItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { goodsId, skuId, quantity } = value as Record<string, unknown>;
  const count = positiveInteger(quantity);
  return isText(goodsId) && isText(skuId) && count !== null ? { goodsId, skuId, quantity: count } : null;
}

/** The settle source of `location.state`, or null when the state is absent or malformed. */
export function sourceFromState(state: unknown): SettleSource | null {
  if (typeof state !== 'object' || state === null) return null;
  const record = state as Record<string, unknown>;
  if (record.source === 'cart' && Array.isArray(record.cartIds)) {
    const cartIds = record.cartIds.filter(isText);
    return cartIds.length > 0 ? { source: 'cart', cartIds } : null;
  }
  if (record.source === 'buyNow' && Array.isArray(record.items)) {
    const items = record.items.map(item).filter((entry): entry is SettleItem => entry !== null);
    return items.length > 0 ? { source: 'buyNow', items } : null;
  }
  if (record.source === 'rebuy' && isText(record.orderId)) return { source: 'rebuy', orderId: record.orderId };
  if (record.source === 'favourites' && Array.isArray(record.goodsIds)) {
    const goodsIds = record.goodsIds.filter(isText);
    return goodsIds.length > 0 ? { source: 'favourites', goodsIds } : null;
  }
  return null;
}

/** The settle source of the query string (`cartIds=a,b`, `buyNow=goodsId:skuId:qty`, `rebuy=orderId` or `favourites=g1,g2`). */
export function sourceFromQuery(params: URLSearchParams): SettleSource | null {
  const cartIds = (params.get('cartIds') ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  if (cartIds.length > 0) return { source: 'cart', cartIds };
  const buyNow = params.get('buyNow');
  if (buyNow) {
    const [goodsId, skuId, quantity] = buyNow.split(':');
    const parsed = item({ goodsId, skuId, quantity });
    if (parsed) return { source: 'buyNow', items: [parsed] };
  }
  const rebuy = params.get('rebuy')?.trim();
  if (rebuy) return { source: 'rebuy', orderId: rebuy };
  const goodsIds = (params.get('favourites') ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  if (goodsIds.length > 0) return { source: 'favourites', goodsIds };
  return null;
}

/** Writes the source into `params` (replacing any previous one); other parameters stay. */
export function writeSourceToQuery(params: URLSearchParams, source: SettleSource): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('cartIds');
  next.delete('buyNow');
  next.delete('rebuy');
  next.delete('favourites');
  if (source.source === 'cart') next.set('cartIds', source.cartIds.join(','));
  else if (source.source === 'rebuy') next.set('rebuy', source.orderId);
  else if (source.source === 'favourites') next.set('favourites', source.goodsIds.join(','));
  else {
    const [first] = source.items;
    if (first) next.set('buyNow', `${first.goodsId}:${first.skuId}:${first.quantity}`);
  }
  return next;
}

/** Stable key of what is settled: the remark draft is kept per key. */
export function settleKey(source: SettleSource): string {
  if (source.source === 'cart') return `cart:${[...source.cartIds].sort().join(',')}`;
  if (source.source === 'rebuy') return `rebuy:${source.orderId}`;
  if (source.source === 'favourites') return `favourites:${[...source.goodsIds].sort().join(',')}`;
  return `buyNow:${source.items.map((entry) => `${entry.skuId}x${entry.quantity}`).join(',')}`;
}

// ------------------------------------------------------------------ the remark

/** The most characters of an order remark (counted as `textLength`). */
export const REMARK_MAX = 100;

/**
 * The remark as orderCreate sends it (bidi controls out, trimmed; nothing when empty), or
 * 'tooLong': an over-long remark is never cut, the order waits until it fits.
 */
export function remarkArg(remark: string): { remark?: string } | 'tooLong' {
  const text = cleanUserText(remark).trim();
  if (textLength(text) > REMARK_MAX) return 'tooLong';
  return text ? { remark: text } : {};
}

// ------------------------------------------------------------------ session storage

const DRAFT_PREFIX = 'tm.orderDraft.';

export interface OrderDraft {
  remark: string;
  /** the chosen member coupon (MyCoupon.id) */
  couponId: string | null;
}

const emptyDraft: OrderDraft = { remark: '', couponId: null };

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: drafts are simply not kept
  }
}

function safely(run: (store: Storage) => void): void {
  const store = session();
  if (!store) return;
  try {
    run(store);
  } catch {
    /* quota exceeded or storage disabled: the page keeps working, the draft is not kept */
  }
}

export function readDraft(key: string): OrderDraft {
  const raw = session()?.getItem(DRAFT_PREFIX + key);
  if (!raw) return emptyDraft;
  try {
    const value = JSON.parse(raw) as Partial<OrderDraft> | null;
    return {
      remark: typeof value?.remark === 'string' ? value.remark : '',
      couponId: typeof value?.couponId === 'string' ? value.couponId : null,
    };
  } catch {
    return emptyDraft;
  }
}

export function writeDraft(key: string, draft: OrderDraft): void {
  safely((store) => {
    if (!draft.remark && !draft.couponId) store.removeItem(DRAFT_PREFIX + key);
    else store.setItem(DRAFT_PREFIX + key, JSON.stringify(draft));
  });
}

export function clearDraft(key: string): void {
  safely((store) => store.removeItem(DRAFT_PREFIX + key));
}
