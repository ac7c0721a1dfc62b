import type { RegionPlace } from '@/api/types/region';

/* The region cascade's options (province -> city -> district) and the region a path of it names. */

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

/** A kept value read back as a region, or null when it is not one (a draft's shape check). */
export function regionChoice(value: unknown): RegionPlace | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const ids = [record.provinceId, record.cityId, record.regionId];
  const names = [record.provinceName, record.cityName, record.regionName];
  if (!ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0) || !names.every((name) => typeof name === 'string')) return null;
  return value as RegionPlace;
}
