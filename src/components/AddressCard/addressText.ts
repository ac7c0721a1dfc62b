import type { Address } from '@/api/types/member';

/* An address as text, without the card: for pages that show an address but not the card (order details). */

/** 13800138000 -> 138****8000; anything that is not an 11-digit mobile is shown as it is. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** Province, city, district and street address in one line (a municipality's city is not repeated). */
export function fullAddress(address: Pick<Address, 'provinceName' | 'cityName' | 'regionName' | 'detail'>): string {
  const { provinceName, cityName, regionName, detail } = address;
  const city = cityName && cityName !== provinceName ? cityName : '';
  return `${provinceName}${city}${regionName} ${detail}`.trim();
}
