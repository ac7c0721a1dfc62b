import type { OpenShopApplyArg } from '@/api/types/openShop';
import type { RegionPlace } from '@/api/types/region';
import { regionChoice } from '@/components/RegionPicker/regions';
import { contactAddressRules, nameProblem, type ContactAddressSpec } from '@/components/ContactAddressFields/contactAddressRules';
import type { Problem, Rules } from '@/hooks/form';
import { normaliseMobile } from '@/lib/mobile';
import { cleanUserText } from '@/lib/text';
import '@/platform/i18n/areas/openShop';

/*
 * The shop application's two steps share one draft (`tm.draft.openShop`): step 1 writes the shop's
 * name, contact and place, step 2 the licence photos (their uploaded paths) and the agreement. Going
 * back and forth, a reload and the login round trip of an expired session read the same draft, so
 * nothing typed or uploaded is lost until the application is sent.
 */

export interface OpenShopValues {
  shopName: string;
  contactName: string;
  mobile: string;
  region: RegionPlace | null;
  address: string;
  /** stored paths of the uploaded licence photos */
  licenceImages: string[];
  agreed: boolean;
}

export const OPEN_SHOP_DRAFT = 'openShop';
export const LICENCE_MAX = 3;

export const emptyOpenShop: OpenShopValues = { shopName: '', contactName: '', mobile: '', region: null, address: '', licenceImages: [], agreed: false };

/** The contact and place rows (src/components/ContactAddressFields): the shop's contact and its place, in the application's words. */
export const openShopFields: ContactAddressSpec<OpenShopValues> = {
  name: { field: 'contactName', label: 'openShop.contactName', placeholder: 'openShop.contactNamePlaceholder', messages: { required: 'openShop.rule.contactRequired', length: 'openShop.rule.contactLength' } },
  mobile: { field: 'mobile', label: 'openShop.mobile', placeholder: 'openShop.mobilePlaceholder', messages: { required: 'openShop.rule.mobileRequired', invalid: 'openShop.rule.mobileInvalid' } },
  region: { field: 'region', label: 'openShop.region', placeholder: 'openShop.regionPlaceholder', title: 'openShop.regionTitle', unavailable: 'openShop.regionsUnavailable', messages: { required: 'openShop.rule.regionRequired' } },
  detail: { field: 'address', label: 'openShop.address', placeholder: 'openShop.addressPlaceholder', messages: { required: 'openShop.rule.addressRequired', short: 'openShop.rule.addressShort', long: 'openShop.rule.addressLong' } },
};

/**
 * Step 1: the shop's name (2-20 characters, the contact name's rule), then the contact and the
 * shop's place with the rules every contact-and-place form shares (src/components/ContactAddressFields).
 */
export const stepOneRules: Rules<OpenShopValues> = {
  shopName: (value) => {
    const problem = nameProblem(value);
    return problem && (problem === 'required' ? 'openShop.rule.shopNameRequired' : 'openShop.rule.shopNameLength');
  },
  ...contactAddressRules(openShopFields),
};

/** Step 2: at least one licence photo, at most LICENCE_MAX, and the agreement accepted. */
export const stepTwoRules: Rules<OpenShopValues> = {
  licenceImages: (value) => (value.length === 0 ? 'openShop.rule.licenceRequired' : null),
  agreed: (value) => (value ? null : 'openShop.rule.agreementRequired'),
};

/** Step 1 is complete: step 2 may be shown (else it sends the user back to step 1). */
export function stepOneDone(values: OpenShopValues): boolean {
  return (Object.keys(stepOneRules) as (keyof OpenShopValues)[]).every((field) => {
    const rule = stepOneRules[field] as ((value: unknown, values: OpenShopValues) => Problem | null) | undefined;
    return !rule || rule(values[field], values) === null;
  });
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The kept draft read back, or null when it does not fit. */
export function parseOpenShopDraft(stored: unknown): OpenShopValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as Record<string, unknown>;
  if (![value.shopName, value.contactName, value.mobile, value.address].every(isText)) return null;
  const images = Array.isArray(value.licenceImages) ? value.licenceImages.filter(isText).slice(0, LICENCE_MAX) : [];
  return {
    shopName: value.shopName as string,
    contactName: value.contactName as string,
    mobile: value.mobile as string,
    region: regionChoice(value.region),
    address: value.address as string,
    licenceImages: images,
    agreed: value.agreed === true,
  };
}

/** What openShopApply sends for complete values. */
export function applyArgOf(values: OpenShopValues, requestNo: string): OpenShopApplyArg {
  const region = values.region;
  return {
    shopName: cleanUserText(values.shopName),
    contactName: cleanUserText(values.contactName),
    mobile: normaliseMobile(values.mobile),
    provinceId: region?.provinceId ?? 0,
    cityId: region?.cityId ?? 0,
    regionId: region?.regionId ?? 0,
    address: cleanUserText(values.address),
    licenceImages: [...values.licenceImages],
    agreed: 1,
    requestNo,
  };
}

/** The intent of an application (its request number is kept while it stays the same). */
export function applyIntentOf(values: OpenShopValues): string {
  return JSON.stringify(applyArgOf(values, ''));
}
