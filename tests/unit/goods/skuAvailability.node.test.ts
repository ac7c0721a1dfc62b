import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sku, SpecGroup } from '@/api/types/goods';
import {
  clampQuantity,
  emptySelection,
  hasStock,
  initialSelection,
  isValueSelectable,
  matchingStock,
  missingGroups,
  priceRange,
  selectedSku,
  toggleValue,
} from '@/components/SkuSelector/skuAvailability';

const sku = (skuId: string, specValues: string[], price: number, stock: number): Sku => ({
  skuId,
  specValues,
  specText: specValues.join(' / '),
  price,
  originalPrice: Math.round(price * 1.2),
  memberPrice: price * 0.9,
  stock,
  image: '',
});

// the seed's 勐海古树普洱生茶饼: 200克 / 2019 is sold out
const specs: SpecGroup[] = [
  { name: '规格', values: ['357克', '200克'] },
  { name: '年份', values: ['2019', '2021'] },
];
const skus: Sku[] = [
  sku('a', ['357克', '2019'], 368, 42),
  sku('b', ['357克', '2021'], 298, 60),
  sku('c', ['200克', '2019'], 228, 0),
  sku('d', ['200克', '2021'], 188, 35),
];

describe('isValueSelectable', () => {
  it('allows every value that some SKU in stock has, when nothing is chosen', () => {
    const none = emptySelection(specs);
    expect(isValueSelectable(skus, none, 0, '357克')).toBe(true);
    expect(isValueSelectable(skus, none, 0, '200克')).toBe(true);
    expect(isValueSelectable(skus, none, 1, '2019')).toBe(true);
  });

  it('disables a value with no SKU in stock alongside the other chosen values', () => {
    expect(isValueSelectable(skus, ['357克', '2019'], 0, '200克')).toBe(false);
    expect(isValueSelectable(skus, ['200克', undefined], 1, '2019')).toBe(false);
    expect(isValueSelectable(skus, ['200克', undefined], 1, '2021')).toBe(true);
  });

  it("ignores the value's own group: switching within a group stays possible", () => {
    expect(isValueSelectable(skus, ['357克', '2021'], 0, '200克')).toBe(true);
    expect(isValueSelectable(skus, ['357克', '2021'], 1, '2019')).toBe(true);
  });

  it('disables everything when all SKUs are sold out, and unknown values', () => {
    const soldOut = skus.map((item) => ({ ...item, stock: 0 }));
    expect(isValueSelectable(soldOut, emptySelection(specs), 0, '357克')).toBe(false);
    expect(isValueSelectable(skus, emptySelection(specs), 0, '500克')).toBe(false);
    expect(hasStock(soldOut)).toBe(false);
    expect(hasStock(skus)).toBe(true);
  });

  it('property: a selectable value always completes to an in-stock SKU that agrees with the selection', () => {
    const values = ['x', 'y', 'z'];
    const arbitrarySkus = fc.uniqueArray(
      fc.record({ a: fc.constantFrom(...values), b: fc.constantFrom(...values), stock: fc.integer({ min: 0, max: 3 }) }),
      { selector: (row) => `${row.a}${row.b}`, maxLength: 9 },
    );
    const arbitrarySelection = fc.tuple(fc.option(fc.constantFrom(...values), { nil: undefined }), fc.option(fc.constantFrom(...values), { nil: undefined }));
    fc.assert(
      fc.property(arbitrarySkus, arbitrarySelection, fc.integer({ min: 0, max: 1 }), fc.constantFrom(...values), (rows, selection, group, value) => {
        const list = rows.map((row, index) => sku(`s${index}`, [row.a, row.b], 10, row.stock));
        const expected = list.some(
          (item) => item.stock > 0 && item.specValues[group] === value && (selection[1 - group] === undefined || item.specValues[1 - group] === selection[1 - group]),
        );
        expect(isValueSelectable(list, selection, group, value)).toBe(expected);
      }),
    );
  });
});

describe('selection', () => {
  it('toggles a value on and off and replaces another value of the same group', () => {
    const chosen = toggleValue(emptySelection(specs), 0, '357克');
    expect(chosen).toEqual(['357克', undefined]);
    expect(toggleValue(chosen, 0, '200克')).toEqual(['200克', undefined]);
    expect(toggleValue(chosen, 0, '357克')).toEqual([undefined, undefined]);
  });

  it('designates a SKU only once every group is chosen', () => {
    expect(selectedSku(specs, skus, ['357克', undefined])).toBeUndefined();
    expect(selectedSku(specs, skus, ['200克', '2021'])?.skuId).toBe('d');
    expect(missingGroups(specs, ['357克', undefined])).toEqual(['年份']);
    expect(missingGroups(specs, [undefined, undefined])).toEqual(['规格', '年份']);
  });

  it('a goods without spec groups has its only SKU', () => {
    expect(selectedSku([], [sku('only', [], 50, 3)], [])?.skuId).toBe('only');
  });

  it('starts on the asked SKU when in stock, else the first SKU in stock, else nothing', () => {
    expect(initialSelection(specs, skus, 'd')).toEqual(['200克', '2021']);
    expect(initialSelection(specs, skus, 'c')).toEqual(['357克', '2019']);
    expect(initialSelection(specs, skus)).toEqual(['357克', '2019']);
    expect(initialSelection(specs, skus.map((item) => ({ ...item, stock: 0 })))).toEqual([undefined, undefined]);
  });
});

describe('price and stock of a partial selection', () => {
  it('sums the stock and spans the in-stock prices of the agreeing SKUs', () => {
    expect(matchingStock(skus, [undefined, undefined])).toBe(137);
    expect(matchingStock(skus, ['200克', undefined])).toBe(35);
    expect(priceRange(skus, [undefined, undefined])).toEqual({ min: 188, max: 368 });
    expect(priceRange(skus, [undefined, '2019'])).toEqual({ min: 368, max: 368 });
    expect(priceRange(skus.map((item) => ({ ...item, stock: 0 })), [undefined, undefined])).toBeUndefined();
  });

  it('keeps quantities whole and within 1..stock', () => {
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(2.7, 10)).toBe(2);
    expect(clampQuantity(Number.NaN, 10)).toBe(1);
    expect(clampQuantity(4, 0)).toBe(1);
  });
});
