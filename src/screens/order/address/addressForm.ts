import type { Address, AddressInput } from '@/api/types/member';
import type { RegionPlace } from '@/api/types/region';
import { MOBILE_PATTERN, normaliseMobile } from '@/lib/mobile';
import { cleanUserText, textLength } from '@/lib/text';
import type { Problem, Rules } from '@/hooks/form';

/*
 * The address form's rules, kept pure (unit-tested): the values, the rule of each field (the
 * server's own: 2-20 characters of name, an 11-digit mainland mobile, province + city + district,
 * 5-100 characters of street address), the region cascade from the stored regions, and the draft's
 * shape, which the form kit (src/hooks/form) keeps in session storage so nothing typed is lost on a
 * failed save or a login round trip.
 */

export interface AddressFormValues {
  receiver: string;
  mobile: string;
  region: RegionPlace | null;
  detail: string;
  isDefault: boolean;
}

export type AddressField = 'receiver' | 'mobile' | 'region' | 'detail';

export type AddressRuleKey =
  | 'receiverRequired'
  | 'receiverLength'
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'regionRequired'
  | 'detailRequired'
  | 'detailShort'
  | 'detailLong';

export type AddressErrors = Partial<Record<AddressField, AddressRuleKey>>;

export const RECEIVER_MAX = 20;
export const DETAIL_MIN = 5;
export const DETAIL_MAX = 100;

export const emptyAddressForm: AddressFormValues = { receiver: '', mobile: '', region: null, detail: '', isDefault: false };

/** The form filled from a saved address. */
export function formOf(address: Address): AddressFormValues {
  const { receiver, mobile, provinceId, provinceName, cityId, cityName, regionId, regionName, detail, isDefault } = address;
  return { receiver, mobile, region: { provinceId, provinceName, cityId, cityName, regionId, regionName }, detail, isDefault: isDefault === 1 };
}

const length = textLength;

export function validateAddressField(field: AddressField, values: AddressFormValues): AddressRuleKey | null {
  switch (field) {
    case 'receiver': {
      const count = length(values.receiver);
      if (count === 0) return 'receiverRequired';
      return count < 2 || count > RECEIVER_MAX ? 'receiverLength' : null;
    }
    case 'mobile': {
      const mobile = normaliseMobile(values.mobile);
      if (!mobile) return 'mobileRequired';
      return MOBILE_PATTERN.test(mobile) ? null : 'mobileInvalid';
    }
    case 'region':
      return values.region ? null : 'regionRequired';
    case 'detail': {
      const count = length(values.detail);
      if (count === 0) return 'detailRequired';
      if (count < DETAIL_MIN) return 'detailShort';
      return count > DETAIL_MAX ? 'detailLong' : null;
    }
  }
}

export const ADDRESS_FIELDS: readonly AddressField[] = ['receiver', 'mobile', 'region', 'detail'];

/** Every field's rule; an empty object when the form can be saved. */
export function validateAddress(values: AddressFormValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const key = validateAddressField(field, values);
    if (key) errors[field] = key;
  }
  return errors;
}

/** What the add / update call sends for valid values (bidi controls out, trimmed, the mobile normalised). */
export function addressInputOf(values: AddressFormValues): AddressInput {
  const region = values.region;
  if (!region) throw new Error('addressInputOf: the form has no region (validate first)');
  return {
    receiver: cleanUserText(values.receiver).trim(),
    mobile: normaliseMobile(values.mobile),
    ...region,
    detail: cleanUserText(values.detail).trim(),
    isDefault: values.isDefault ? 1 : 0,
  };
}

// ------------------------------------------------------------------ regions

export interface RegionOption {
  label: string;
  value: string;
  children?: RegionOption[];
}

interface RegionRecord {
  id: number;
  name: string;
  forbidden?: unknown;
  children: unknown[];
}

function regionRecord(value: unknown): RegionRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, forbidden, children } = value as Record<string, unknown>;
  if (typeof id !== 'number' || typeof name !== 'string' || !name) return null;
  return { id, name, forbidden, children: Array.isArray(children) ? children : [] };
}

/**
 * The cascade's options from the region tree (the stored startup regions or the region call):
 * province -> city -> district, divisions not open for business left out, and a province or city
 * with nothing open below it left out too (an address needs all three levels).
 */
export function regionOptions(tree: readonly unknown[], depth = 3): RegionOption[] {
  const options: RegionOption[] = [];
  for (const value of tree) {
    const node = regionRecord(value);
    if (!node || node.forbidden === 1) continue;
    if (depth === 1) {
      options.push({ label: node.name, value: String(node.id) });
      continue;
    }
    const children = regionOptions(node.children, depth - 1);
    if (children.length > 0) options.push({ label: node.name, value: String(node.id), children });
  }
  return options;
}

/** The chosen path of cascade values as a region, or null unless it names a province, city and district. */
export function regionOfPath(options: readonly RegionOption[], path: readonly (string | null)[]): RegionPlace | null {
  const province = options.find((option) => option.value === path[0]);
  const city = province?.children?.find((option) => option.value === path[1]);
  const district = city?.children?.find((option) => option.value === path[2]);
  if (!province || !city || !district) return null;
  return {
    provinceId: Number(province.value),
    provinceName: province.label,
    cityId: Number(city.value),
    cityName: city.label,
    regionId: Number(district.value),
    regionName: district.label,
  };
}

/** 福建省 福州市 鼓楼区 (a municipality's city is not repeated). */
export function regionText(region: RegionPlace): string {
  const city = region.cityName && region.cityName !== region.provinceName ? region.cityName : '';
  return [region.provinceName, city, region.regionName].filter(Boolean).join(' ');
}

// ------------------------------------------------------------------ the form kit's view

/** Each field's rule for the form kit (src/hooks/form): its message key in the address area. */
export const addressRules: Rules<AddressFormValues> = Object.fromEntries(
  ADDRESS_FIELDS.map((field) => [
    field,
    (_value: unknown, values: AddressFormValues): Problem | null => {
      const rule = validateAddressField(field, values);
      return rule ? (`address.validation.${rule}` as const) : null;
    },
  ]),
);

/** The draft's key: one per address edited, one for a new address. */
export const addressDraftKey = (addressId: string | null) => `address.${addressId ?? 'new'}`;

const isText = (value: unknown): value is string => typeof value === 'string';

function regionChoice(value: unknown): RegionPlace | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const ids = [record.provinceId, record.cityId, record.regionId];
  const names = [record.provinceName, record.cityName, record.regionName];
  if (!ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0) || !names.every(isText)) return null;
  return value as RegionPlace;
}

/** A kept draft read back as the form's values, or null when it does not fit the form. */
export function parseAddressDraft(stored: unknown): AddressFormValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as Record<string, unknown>;
  if (!isText(value.receiver) || !isText(value.mobile) || !isText(value.detail)) return null;
  return { receiver: value.receiver, mobile: value.mobile, detail: value.detail, region: regionChoice(value.region), isDefault: value.isDefault === true };
}
