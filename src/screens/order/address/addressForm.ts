import type { Address, AddressInput } from '@/api/types/member';
import type { RegionPlace } from '@/api/types/region';
import { normaliseMobile } from '@/lib/mobile';
import { cleanUserText } from '@/lib/text';
import type { Rules } from '@/hooks/form';
import {
  contactAddressRules,
  detailProblem,
  mobileProblem,
  nameProblem,
  regionProblem,
  type ContactAddressSpec,
} from '@/components/ContactAddressFields/contactAddressRules';
import { regionChoice } from '@/components/RegionPicker/regions';
import '@/platform/i18n/areas/address';

/*
 * The address form's rules, kept pure (unit-tested): the values, the rule of each field (the
 * contact-and-place rules every such form shares, src/components/ContactAddressFields: 2-20
 * characters of name, an 11-digit mainland mobile, province + city + district, 5-100 characters of
 * street address), the region cascade from the stored regions, and the draft's shape, which the form kit (src/hooks/form) keeps in session storage so nothing typed is lost on a
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

export const emptyAddressForm: AddressFormValues = { receiver: '', mobile: '', region: null, detail: '', isDefault: false };

/** The form filled from a saved address. */
export function formOf(address: Address): AddressFormValues {
  const { receiver, mobile, provinceId, provinceName, cityId, cityName, regionId, regionName, detail, isDefault } = address;
  return { receiver, mobile, region: { provinceId, provinceName, cityId, cityName, regionId, regionName }, detail, isDefault: isDefault === 1 };
}

export function validateAddressField(field: AddressField, values: AddressFormValues): AddressRuleKey | null {
  switch (field) {
    case 'receiver': {
      const problem = nameProblem(values.receiver);
      return problem && (problem === 'required' ? 'receiverRequired' : 'receiverLength');
    }
    case 'mobile': {
      const problem = mobileProblem(values.mobile);
      return problem && (problem === 'required' ? 'mobileRequired' : 'mobileInvalid');
    }
    case 'region':
      return regionProblem(values.region) && 'regionRequired';
    case 'detail': {
      const problem = detailProblem(values.detail);
      return problem && detailRuleKeys[problem];
    }
  }
}

const detailRuleKeys = { required: 'detailRequired', short: 'detailShort', long: 'detailLong' } as const;

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

/** The contact and place rows (src/components/ContactAddressFields): the receiver and the delivery address, in the address area's words. */
export const addressFields: ContactAddressSpec<AddressFormValues> = {
  name: { field: 'receiver', label: 'address.receiver', placeholder: 'address.receiverPlaceholder', messages: { required: 'address.validation.receiverRequired', length: 'address.validation.receiverLength' } },
  mobile: { field: 'mobile', label: 'address.mobile', placeholder: 'address.mobilePlaceholder', messages: { required: 'address.validation.mobileRequired', invalid: 'address.validation.mobileInvalid' } },
  region: { field: 'region', label: 'address.region', placeholder: 'address.regionPlaceholder', title: 'address.regionTitle', unavailable: 'address.regionsUnavailable', messages: { required: 'address.validation.regionRequired' } },
  detail: { field: 'detail', label: 'address.detail', placeholder: 'address.detailPlaceholder', messages: { required: 'address.validation.detailRequired', short: 'address.validation.detailShort', long: 'address.validation.detailLong' } },
};

/** Each field's rule for the form kit (src/hooks/form): its message key in the address area. */
export const addressRules: Rules<AddressFormValues> = contactAddressRules(addressFields);

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
