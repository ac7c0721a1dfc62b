import { describe, expect, it } from 'vitest';
import type { Address } from '@/api/types/member';
import { chosenAddressId, isChoosing } from '@/screens/order/address/choice';
import {
  addressInputOf,
  addressDraftKey,
  addressRules,
  emptyAddressForm,
  formOf,
  parseAddressDraft,
  regionOfPath,
  regionOptions,
  regionText,
  validateAddress,
  type AddressFormValues,
} from '@/screens/order/address/addressForm';
import { regions, regionTree } from '@mocks/data/regions';

const xiamen = { provinceId: 350000, provinceName: '福建省', cityId: 350200, cityName: '厦门市', regionId: 350203, regionName: '思明区' };
const valid: AddressFormValues = { receiver: '林母', mobile: '13705918866', region: xiamen, detail: '鹭江道 8 号', isDefault: false };

describe('address form rules', () => {
  it('names the rule each empty field breaks', () => {
    expect(validateAddress(emptyAddressForm)).toEqual({
      receiver: 'receiverRequired',
      mobile: 'mobileRequired',
      region: 'regionRequired',
      detail: 'detailRequired',
    });
  });

  it('accepts a complete address', () => {
    expect(validateAddress(valid)).toEqual({});
  });

  it('wants 2-20 characters of name, counting what the user sees', () => {
    expect(validateAddress({ ...valid, receiver: '林' }).receiver).toBe('receiverLength');
    expect(validateAddress({ ...valid, receiver: '茶'.repeat(21) }).receiver).toBe('receiverLength');
    expect(validateAddress({ ...valid, receiver: '  林母  ' }).receiver).toBeUndefined();
    expect(validateAddress({ ...valid, receiver: '🍵🍵' }).receiver).toBeUndefined();
  });

  it('wants an 11-digit mainland mobile; a pasted number with spaces or +86 counts as its digits', () => {
    expect(validateAddress({ ...valid, mobile: '1380013800' }).mobile).toBe('mobileInvalid');
    expect(validateAddress({ ...valid, mobile: '23800138000' }).mobile).toBe('mobileInvalid');
    expect(validateAddress({ ...valid, mobile: '138 0013 8000' }).mobile).toBeUndefined();
    expect(validateAddress({ ...valid, mobile: '+86 138-0013-8000' }).mobile).toBeUndefined();
  });

  it('refuses a 12-digit mobile instead of saving its first 11 digits', () => {
    expect(validateAddress({ ...valid, mobile: '137059188661' }).mobile).toBe('mobileInvalid');
    expect(validateAddress({ ...valid, mobile: '137 0591 8866 1' }).mobile).toBe('mobileInvalid');
  });

  it('saves the name and street address without bidi controls, and counts them without', () => {
    const reversed = { ...valid, receiver: '\u202E林母\u202C', detail: '\u2067鹭江道 8 号\u2069\u200F' };
    expect(addressInputOf(reversed)).toMatchObject({ receiver: '林母', detail: '鹭江道 8 号' });
    expect(validateAddress({ ...valid, receiver: '林\u202E' }).receiver).toBe('receiverLength');
  });

  it('wants 5-100 characters of street address', () => {
    expect(validateAddress({ ...valid, detail: '鹭江道' }).detail).toBe('detailShort');
    expect(validateAddress({ ...valid, detail: '路'.repeat(101) }).detail).toBe('detailLong');
    expect(validateAddress({ ...valid, detail: '路'.repeat(100) }).detail).toBeUndefined();
  });

  it('sends trimmed values, the normalised mobile and the region ids', () => {
    expect(addressInputOf({ ...valid, receiver: ' 林母 ', mobile: '137 0591 8866', detail: ' 鹭江道 8 号 ', isDefault: true })).toEqual({
      receiver: '林母',
      mobile: '13705918866',
      ...xiamen,
      detail: '鹭江道 8 号',
      isDefault: 1,
    });
  });

  it('fills the form from a saved address', () => {
    const address: Address = { id: 'addr-4', memberId: 'm-10086', ...valid, ...xiamen, isDefault: 1, createTime: '', updateTime: '', mobile: '13705918866' };
    expect(formOf(address)).toEqual({ ...valid, isDefault: true });
  });
});

describe('region cascade', () => {
  // the tree with the closed divisions too: the cascade must leave them out itself
  const options = regionOptions(regionTree(regions, true));

  it('offers province -> city -> district, leaving out divisions not open for business', () => {
    const fujian = options.find((option) => option.label === '福建省');
    const xiamenCity = fujian?.children?.find((option) => option.label === '厦门市');
    expect(xiamenCity?.children?.map((option) => option.label)).toEqual(['思明区', '湖里区', '集美区']);
    const banna = options.find((option) => option.label === '云南省')?.children?.find((option) => option.label === '西双版纳傣族自治州');
    expect(banna?.children?.map((option) => option.label)).not.toContain('勐腊县');
  });

  it('drops a province or city with nothing open below it, and records that do not fit', () => {
    const tree = [
      { id: 1, name: '空省', children: [{ id: 2, name: '空市', children: [] }] },
      { id: 3, name: '省', children: [{ id: 4, name: '市', children: [{ id: 5, name: '区', children: [] }, { nope: true }] }] },
      'garbage',
    ];
    expect(regionOptions(tree)).toEqual([{ label: '省', value: '3', children: [{ label: '市', value: '4', children: [{ label: '区', value: '5' }] }] }]);
  });

  it('turns a chosen path into the region, or null unless all three levels are chosen', () => {
    expect(regionOfPath(options, ['350000', '350200', '350203'])).toEqual(xiamen);
    expect(regionOfPath(options, ['350000', '350200', null])).toBeNull();
    expect(regionOfPath(options, ['350000', '330100', '330106'])).toBeNull();
  });

  it('shows the region without repeating a municipality', () => {
    expect(regionText(xiamen)).toBe('福建省 厦门市 思明区');
    expect(regionText({ ...xiamen, provinceName: '上海市', cityName: '上海市', regionName: '黄浦区' })).toBe('上海市 黄浦区');
  });
});

describe('the draft and the form kit', () => {
  it('has one draft per address edited and one for a new address', () => {
    expect(addressDraftKey('addr-4')).toBe('address.addr-4');
    expect(addressDraftKey(null)).toBe('address.new');
  });

  it('reads a kept draft back, and refuses one that does not fit the form or a region without its ids', () => {
    expect(parseAddressDraft(JSON.parse(JSON.stringify(valid)))).toEqual(valid);
    expect(parseAddressDraft({ receiver: 1 })).toBeNull();
    expect(parseAddressDraft('not an object')).toBeNull();
    expect(parseAddressDraft({ ...valid, region: { ...xiamen, regionId: 'x' } })).toEqual({ ...valid, region: null });
  });

  it('gives the kit each field’s message key', () => {
    expect(addressRules.receiver?.('', emptyAddressForm)).toBe('address.validation.receiverRequired');
    expect(addressRules.detail?.('鹭江道', { ...valid, detail: '鹭江道' })).toBe('address.validation.detailShort');
    expect(addressRules.mobile?.(valid.mobile, valid)).toBeNull();
  });
});

describe('choice mode', () => {
  const book = [{ id: 'addr-1', isDefault: 1 }, { id: 'addr-4', isDefault: 0 }] as Address[];

  it('is asked for by select=1 or choose=1', () => {
    expect(isChoosing(new URLSearchParams('select=1'))).toBe(true);
    expect(isChoosing(new URLSearchParams('choose=1'))).toBe(true);
    expect(isChoosing(new URLSearchParams(''))).toBe(false);
  });

  it('marks the address chosen for the order while it is in the book, else the default', () => {
    expect(chosenAddressId(book, 'addr-4')).toBe('addr-4');
    expect(chosenAddressId(book, 'addr-gone')).toBe('addr-1');
    expect(chosenAddressId(book, null)).toBe('addr-1');
    expect(chosenAddressId([], null)).toBeNull();
  });
});
