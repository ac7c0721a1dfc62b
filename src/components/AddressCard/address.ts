/*
 * How an address reads, without the card (no i18n area, no icons): for screens that show an
 * address in their own layout, such as the tea house's order cards.
 */

/** The parts of an address (a saved one or an order's snapshot) that make its line. */
export interface AddressLine {
  provinceName: string;
  cityName: string;
  regionName: string;
  detail: string;
}

/** 13800138000 -> 138****8000; anything that is not an 11-digit mobile is shown as it is. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** Province, city, district and street address in one line (a municipality's city is not repeated). */
export function fullAddress(address: AddressLine): string {
  const { provinceName, cityName, regionName, detail } = address;
  const city = cityName && cityName !== provinceName ? cityName : '';
  return `${provinceName}${city}${regionName} ${detail}`.trim();
}
