import { useEffect } from 'react';
import type { Sku, SpecGroup } from '@/api/types/goods';
import { deferredModule, useDeferredModule } from '@/platform/deferredModule';
import { useSkuSelection, type SkuSelection } from './useSkuSelection';

export type { SkuSelection } from './useSkuSelection';

/** What the selector needs of a goods (a GoodsDetail fits). */
export interface SkuSelectorGoods {
  goodsName: string;
  mainImage: string;
  originalPrice?: number;
  specs: SpecGroup[];
  skus: Sku[];
}

/** `cart` / `buy`: one confirm button for that action; `both`: add to cart and buy now side by side. */
export type SkuSelectorMode = 'cart' | 'buy' | 'both';
export type SkuAction = 'cart' | 'buy';

/** What the selector emits. */
export interface SkuChoice {
  skuId: string;
  quantity: number;
}

export interface SkuSelectorProps {
  visible: boolean;
  goods: SkuSelectorGoods;
  mode: SkuSelectorMode;
  onClose: () => void;
  /** the user confirmed a complete, in-stock choice */
  onConfirm: (choice: SkuChoice, action: SkuAction) => void;
  onChange?: (selection: SkuSelection) => void;
  /** action in flight: its button shows progress and both are disabled (one submit per tap) */
  submitting?: SkuAction | null;
  /** start from this SKU (when still in stock) instead of the first SKU in stock */
  initialSkuId?: string;
  initialQuantity?: number;
  /** e.g. 商品已下架: shown on a disabled confirm button */
  unavailableText?: string;
}

/**
 * The sheet's view (antd-mobile's Popup pulls react-spring and use-gesture, ~26 KB gzip): no part
 * of a page's launch, since the sheet opens closed. It loads on the first open, on the first touch
 * of the page, or once the page has settled, and then stays mounted (hidden) like before.
 */
const sheetModule = deferredModule(() => import('./SkuSheet'));

/** Fetches the sheet ahead of its first open (stories and tests that render it at once). */
export function preloadSkuSheet(): Promise<unknown> {
  return sheetModule.load();
}

/**
 * Bottom popup to choose a SKU: picture, price and stock of the chosen SKU, one row of chips
 * per spec group (a value no SKU in stock can combine with the other chosen values is disabled),
 * a quantity stepper bounded by the stock, and the confirm button(s). Emits `{ skuId, quantity }`.
 * The choice lives here, so the page hears the starting choice while the sheet is still unloaded.
 */
export function SkuSelector({ goods, initialSkuId, initialQuantity = 1, onChange, ...sheet }: SkuSelectorProps) {
  const state = useSkuSelection({ specs: goods.specs, skus: goods.skus, initialSkuId, initialQuantity, onChange });
  const loaded = useDeferredModule(sheetModule, sheet.visible, 'sku sheet');

  // a touch is the likeliest sign of an open to come: the sheet is fetched ahead of the tap's click
  useEffect(() => {
    if (loaded) return;
    const early = () => void sheetModule.load().catch(() => undefined); // reported when it is needed
    window.addEventListener('pointerdown', early, { capture: true, once: true, passive: true });
    return () => window.removeEventListener('pointerdown', early, { capture: true });
  }, [loaded]);

  if (!loaded) return null;
  return <loaded.SkuSheet goods={goods} state={state} {...sheet} />;
}
