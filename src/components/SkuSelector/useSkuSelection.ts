import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { Sku, SpecGroup } from '@/api/types/goods';
import {
  clampQuantity,
  hasStock,
  initialSelection,
  matchingStock,
  missingGroups,
  priceRange,
  selectedSku,
  type SpecSelection,
} from './skuAvailability';

/** The current choice, reported on every change (the detail page shows it on its spec row). */
export interface SkuSelection {
  /** the SKU once every group is chosen */
  sku?: Sku;
  quantity: number;
  /** chosen values, in group order */
  values: string[];
  /** names of the groups still to choose */
  missing: string[];
}

/** What the sheet shows of the choice, and how it changes it. */
export interface SkuSelectionState extends SkuSelection {
  selection: SpecSelection;
  setSelection: (update: (current: SpecSelection) => SpecSelection) => void;
  setQuantity: (quantity: number) => void;
  /** the chosen SKU's stock, or the stock of every SKU matching the partial choice */
  stock: number;
  range: ReturnType<typeof priceRange>;
  soldOut: boolean;
}

interface Options {
  specs: SpecGroup[];
  skus: Sku[];
  initialSkuId?: string;
  initialQuantity: number;
  onChange?: (selection: SkuSelection) => void;
}

/**
 * The SKU choice without its sheet: held by the page while the sheet is closed (or not loaded
 * yet), so the page hears the starting choice (the first SKU in stock, or `initialSkuId` carried
 * through the login page) before the first open.
 */
export function useSkuSelection({ specs, skus, initialSkuId, initialQuantity, onChange }: Options): SkuSelectionState {
  const [selection, setSelection] = useState<SpecSelection>(() => initialSelection(specs, skus, initialSkuId));
  const [quantity, setQuantity] = useState(() => Math.max(1, Math.floor(initialQuantity)));

  // a different goods (or a new initial SKU from the page) starts over; a refetch of the same
  // goods (same SKUs, fresher stock) keeps what the user chose
  const skuKey = skus.map((item) => item.skuId).join('|');
  const [source, setSource] = useState({ skuKey, initialSkuId });
  if (source.skuKey !== skuKey || source.initialSkuId !== initialSkuId) {
    setSource({ skuKey, initialSkuId });
    setSelection(initialSelection(specs, skus, initialSkuId));
  }

  const sku = selectedSku(specs, skus, selection);
  const stock = sku ? sku.stock : matchingStock(skus, selection);
  const range = priceRange(skus, selection);
  const missing = useMemo(() => missingGroups(specs, selection), [specs, selection]);
  const soldOut = !hasStock(skus);
  const shownQuantity = clampQuantity(quantity, stock);

  const report = useEffectEvent((selection: SkuSelection) => onChange?.(selection));
  const values = useMemo(() => selection.filter((value): value is string => value !== undefined), [selection]);
  useEffect(() => {
    report({ sku, quantity: shownQuantity, values, missing });
  }, [sku, shownQuantity, values, missing]);

  return { sku, quantity: shownQuantity, values, missing, selection, setSelection, setQuantity, stock, range, soldOut };
}
