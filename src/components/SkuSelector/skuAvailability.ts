import type { Sku, SpecGroup } from '@/api/types/goods';

/**
 * SKU availability as pure functions of (spec groups, SKUs, current selection).
 *
 * A selection holds one chosen value (or `undefined`) per spec group, in group order, the way a
 * SKU's `specValues` does. A value is selectable when at least one SKU in stock has that value
 * in its group and agrees with every value chosen in the *other* groups; everything else on the
 * screen (price, stock, the prompt, the confirm button) follows from the same rule.
 */
export type SpecSelection = readonly (string | undefined)[];

/** An empty selection: nothing chosen in any group. */
export function emptySelection(specs: readonly SpecGroup[]): SpecSelection {
  return specs.map(() => undefined);
}

/** Whether `sku` agrees with every chosen value of `selection`, leaving out group `except`. */
export function skuMatches(sku: Sku, selection: SpecSelection, except = -1): boolean {
  return selection.every((value, group) => group === except || value === undefined || sku.specValues[group] === value);
}

/** Whether `value` of group `group` can be chosen together with the other chosen values. */
export function isValueSelectable(skus: readonly Sku[], selection: SpecSelection, group: number, value: string): boolean {
  return skus.some((sku) => sku.stock > 0 && sku.specValues[group] === value && skuMatches(sku, selection, group));
}

/** Chooses `value` in `group`, or un-chooses it when it is already chosen. */
export function toggleValue(selection: SpecSelection, group: number, value: string): SpecSelection {
  return selection.map((current, index) => (index === group ? (current === value ? undefined : value) : current));
}

/** The SKU the selection designates once every group is chosen (a goods without specs has its only SKU). */
export function selectedSku(specs: readonly SpecGroup[], skus: readonly Sku[], selection: SpecSelection): Sku | undefined {
  if (specs.length === 0) return skus.length === 1 ? skus[0] : undefined;
  if (selection.length !== specs.length || selection.some((value) => value === undefined)) return undefined;
  return skus.find((sku) => skuMatches(sku, selection) && sku.specValues.length >= specs.length);
}

/** Names of the groups still to choose, for the "please choose ..." prompt. */
export function missingGroups(specs: readonly SpecGroup[], selection: SpecSelection): string[] {
  return specs.filter((_, index) => selection[index] === undefined).map((group) => group.name);
}

/** The selection of one SKU. */
export function selectionOf(specs: readonly SpecGroup[], sku: Sku): SpecSelection {
  return specs.map((_, index) => sku.specValues[index]);
}

/**
 * Where the selector starts: the SKU asked for when it is in stock (the user's earlier choice),
 * otherwise the first SKU in stock, otherwise nothing (everything sold out).
 */
export function initialSelection(specs: readonly SpecGroup[], skus: readonly Sku[], preferredSkuId?: string): SpecSelection {
  const preferred = skus.find((sku) => sku.skuId === preferredSkuId && sku.stock > 0);
  const start = preferred ?? skus.find((sku) => sku.stock > 0);
  return start ? selectionOf(specs, start) : emptySelection(specs);
}

/** Total stock of the SKUs that agree with the (partial) selection. */
export function matchingStock(skus: readonly Sku[], selection: SpecSelection): number {
  return skus.filter((sku) => skuMatches(sku, selection)).reduce((sum, sku) => sum + sku.stock, 0);
}

/** Lowest and highest price among the SKUs in stock that agree with the (partial) selection. */
export function priceRange(skus: readonly Sku[], selection: SpecSelection): { min: number; max: number } | undefined {
  const prices = skus.filter((sku) => sku.stock > 0 && skuMatches(sku, selection)).map((sku) => sku.price);
  if (prices.length === 0) return undefined;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** Whether any SKU can be bought at all. */
export function hasStock(skus: readonly Sku[]): boolean {
  return skus.some((sku) => sku.stock > 0);
}

/** Keeps a quantity within 1..stock (at least 1 even when the stock is 0, so the stepper stays valid). */
export function clampQuantity(quantity: number, stock: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.max(1, Math.min(whole, Math.max(stock, 1)));
}
