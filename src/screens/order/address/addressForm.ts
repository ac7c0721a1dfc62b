import type { Address, AddressInput } from '@/api/types/member';
import type { RegionPlace } from '@/api/types/region';
import { MOBILE_PATTERN, normaliseMobile } from '@/lib/mobile';
import { cleanUserText, textLength } from '@/lib/text';
import type { Problem, Rules } from '@/hooks/form';
import { regionChoice } from '@/components/RegionPicker/regions';

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

// the cascade's options and the chosen region: shared with every form that asks for a region
export { regionOfPath, regionOptions, regionText, type RegionOption } from '@/components/RegionPicker/regions';

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

/** A kept draft read back as the form's values, or null when it does not fit the form. */
export function parseAddressDraft(stored: unknown): AddressFormValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as Record<string, unknown>;
  if (!isText(value.receiver) || !isText(value.mobile) || !isText(value.detail)) return null;
  return { receiver: value.receiver, mobile: value.mobile, detail: value.detail, region: regionChoice(value.region), isDefault: value.isDefault === true };
}
