import { describe, expect, it } from 'vitest';
import type { Problem } from '@/hooks/form';
import { detailProblem, mobileProblem, nameProblem, regionProblem } from '@/components/ContactAddressFields/contactAddressRules';
import { addressRules, emptyAddressForm, type AddressFormValues } from '@/screens/order/address/addressForm';
import { emptyOpenShop, stepOneRules, type OpenShopValues } from '@/screens/openShop/openShopForm';

/*
 * The contact-and-place rules are one set, shared by the address form and the shop application's
 * step 1: the same verdicts, each form's own message keys, the fields in the order they stand (a
 * failed submit focuses the first field with a problem).
 */

const xiamen = { provinceId: 350000, provinceName: '福建省', cityId: 350200, cityName: '厦门市', regionId: 350203, regionName: '思明区' };

describe('contact and place verdicts', () => {
  it('a name is 2-20 characters', () => {
    expect(nameProblem('')).toBe('required');
    expect(nameProblem('林')).toBe('length');
    expect(nameProblem('林母')).toBeNull();
    expect(nameProblem('茶'.repeat(20))).toBeNull();
    expect(nameProblem('茶'.repeat(21))).toBe('length');
  });

  it('a mobile is 11 mainland digits, as typed or pasted', () => {
    expect(mobileProblem('')).toBe('required');
    expect(mobileProblem('1380013800')).toBe('invalid');
    expect(mobileProblem('+86 138-0013-8000')).toBeNull();
  });

  it('a region is chosen down to the district, a street address is 5-100 characters', () => {
    expect(regionProblem(null)).toBe('required');
    expect(regionProblem(xiamen)).toBeNull();
    expect(detailProblem('')).toBe('required');
    expect(detailProblem('鹭江道')).toBe('short');
    expect(detailProblem('路'.repeat(100))).toBeNull();
    expect(detailProblem('路'.repeat(101))).toBe('long');
  });
});

type Check<V> = (value: unknown, values: V) => Problem | null;
const run = <V extends object>(rules: Partial<Record<keyof V, unknown>>, values: V) =>
  Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, (rule as Check<V>)(values[field as keyof V], values)]));

describe('each form words the shared rules in its own area', () => {
  const address: AddressFormValues = { ...emptyAddressForm, receiver: '林', mobile: '1380013800', detail: '鹭江道' };
  const shop: OpenShopValues = { ...emptyOpenShop, shopName: '鹭岛茶语', contactName: '林', mobile: '1380013800', address: '中山路' };

  it('the address form', () => {
    expect(run<AddressFormValues>(addressRules, address)).toEqual({
      receiver: 'address.validation.receiverLength',
      mobile: 'address.validation.mobileInvalid',
      region: 'address.validation.regionRequired',
      detail: 'address.validation.detailShort',
    });
    expect(Object.keys(addressRules)).toEqual(['receiver', 'mobile', 'region', 'detail']);
  });

  it('the shop application, its shop name first', () => {
    expect(run<OpenShopValues>(stepOneRules, shop)).toEqual({
      shopName: null,
      contactName: 'openShop.rule.contactLength',
      mobile: 'openShop.rule.mobileInvalid',
      region: 'openShop.rule.regionRequired',
      address: 'openShop.rule.addressShort',
    });
    expect(run<OpenShopValues>(stepOneRules, { ...shop, shopName: '' }).shopName).toBe('openShop.rule.shopNameRequired');
    expect(run<OpenShopValues>(stepOneRules, { ...shop, shopName: '茶'.repeat(21) }).shopName).toBe('openShop.rule.shopNameLength');
    expect(Object.keys(stepOneRules)).toEqual(['shopName', 'contactName', 'mobile', 'region', 'address']);
  });

  it('both accept the same complete contact and place', () => {
    const complete = { name: '林清茶', mobile: '13800138000', region: xiamen, detail: '中山路 188 号' };
    const addressOk = run<AddressFormValues>(addressRules, { ...emptyAddressForm, receiver: complete.name, mobile: complete.mobile, region: complete.region, detail: complete.detail });
    const shopOk = run<OpenShopValues>(stepOneRules, { ...emptyOpenShop, shopName: '鹭岛茶语', contactName: complete.name, mobile: complete.mobile, region: complete.region, address: complete.detail });
    expect(Object.values(addressOk).every((problem) => problem === null)).toBe(true);
    expect(Object.values(shopOk).every((problem) => problem === null)).toBe(true);
  });
});
