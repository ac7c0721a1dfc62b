/**
 * Administrative divisions served by the region calls: a realistic subset with the national codes
 * (GB/T 2260) and approximate centres (GCJ-02). Two districts are not open for business yet
 * (`forbidden: 1`): only regionsIncludingForbidden lists them.
 */
import type { CityRegion, Region, RegionNode } from '@/api/types/region';

type Row = [id: number, parentId: number, name: string, initial: string, longitude: number, latitude: number, forbidden?: 1];

const rows: Row[] = [
  // 福建省
  [350000, 0, '福建省', 'F', 119.2965, 26.0998],
  [350100, 350000, '福州市', 'F', 119.2964, 26.0745],
  [350102, 350100, '鼓楼区', 'G', 119.3037, 26.0824],
  [350103, 350100, '台江区', 'T', 119.3142, 26.0529],
  [350104, 350100, '仓山区', 'C', 119.2733, 26.0468],
  [350111, 350100, '晋安区', 'J', 119.3284, 26.0818],
  [350112, 350100, '长乐区', 'C', 119.5232, 25.9623],
  [350200, 350000, '厦门市', 'X', 118.0894, 24.4798],
  [350203, 350200, '思明区', 'S', 118.0825, 24.4454],
  [350206, 350200, '湖里区', 'H', 118.1462, 24.5122],
  [350211, 350200, '集美区', 'J', 118.0972, 24.5758],
  [350500, 350000, '泉州市', 'Q', 118.6759, 24.8741],
  [350502, 350500, '鲤城区', 'L', 118.5872, 24.9075],
  [350503, 350500, '丰泽区', 'F', 118.6133, 24.8911],
  [350524, 350500, '安溪县', 'A', 118.1862, 25.0557],
  [350700, 350000, '南平市', 'N', 118.1784, 26.6356],
  [350782, 350700, '武夷山市', 'W', 118.0353, 27.7562],
  // 云南省
  [530000, 0, '云南省', 'Y', 102.7123, 25.0406],
  [530100, 530000, '昆明市', 'K', 102.8332, 24.8801],
  [530102, 530100, '五华区', 'W', 102.7040, 25.0421],
  [530103, 530100, '盘龙区', 'P', 102.7514, 25.1164],
  [530111, 530100, '官渡区', 'G', 102.7436, 24.9500],
  [532800, 530000, '西双版纳傣族自治州', 'X', 100.7971, 22.0076],
  [532801, 532800, '景洪市', 'J', 100.7998, 22.0109],
  [532822, 532800, '勐海县', 'M', 100.4523, 21.9573],
  [532823, 532800, '勐腊县', 'M', 101.5649, 21.4593, 1],
  // 浙江省
  [330000, 0, '浙江省', 'Z', 120.1536, 30.2875],
  [330100, 330000, '杭州市', 'H', 120.1551, 30.2741],
  [330102, 330100, '上城区', 'S', 120.1712, 30.2501],
  [330105, 330100, '拱墅区', 'G', 120.1420, 30.3194],
  [330106, 330100, '西湖区', 'X', 120.1302, 30.2592],
  [330108, 330100, '滨江区', 'B', 120.2120, 30.2084],
  // 广东省
  [440000, 0, '广东省', 'G', 113.2665, 23.1322],
  [440100, 440000, '广州市', 'G', 113.2644, 23.1291],
  [440104, 440100, '越秀区', 'Y', 113.2668, 23.1289],
  [440105, 440100, '海珠区', 'H', 113.3172, 23.0838],
  [440106, 440100, '天河区', 'T', 113.3612, 23.1247],
  [440300, 440000, '深圳市', 'S', 114.0579, 22.5431],
  [440303, 440300, '罗湖区', 'L', 114.1315, 22.5484, 1],
  [440304, 440300, '福田区', 'F', 114.0550, 22.5218],
  [440305, 440300, '南山区', 'N', 113.9304, 22.5333],
];

function levelOf(id: number): Region['level'] {
  if (id % 10000 === 0) return 1;
  if (id % 100 === 0) return 2;
  return 3;
}

export const regions: Region[] = rows.map(([id, parentId, name, initial, longitude, latitude, forbidden]) => ({
  id,
  parentId,
  name,
  level: levelOf(id),
  initial,
  longitude,
  latitude,
  forbidden: forbidden ?? 0,
}));

/** provinces -> cities -> districts; `includeForbidden` keeps the divisions not open yet */
export function regionTree(table: readonly Region[], includeForbidden: boolean, parentId = 0): RegionNode[] {
  return table
    .filter((region) => region.parentId === parentId && (includeForbidden || region.forbidden === 0))
    .map((region) => ({ ...region, children: regionTree(table, includeForbidden, region.id) }));
}

export function cityList(table: readonly Region[]): CityRegion[] {
  return table
    .filter((region) => region.level === 2 && region.forbidden === 0)
    .map((city) => {
      const province = table.find((candidate) => candidate.id === city.parentId);
      return {
        id: city.id,
        name: city.name,
        initial: city.initial,
        provinceId: city.parentId,
        provinceName: province?.name ?? '',
        longitude: city.longitude,
        latitude: city.latitude,
      };
    })
    .sort((a, b) => a.initial.localeCompare(b.initial) || a.id - b.id);
}

/** province / city / district names of a district id, or null when the ids do not chain up */
export function regionPath(
  table: readonly Region[],
  ids: { provinceId: number; cityId: number; regionId: number },
): { provinceName: string; cityName: string; regionName: string } | null {
  const province = table.find((region) => region.id === ids.provinceId && region.level === 1);
  const city = table.find((region) => region.id === ids.cityId && region.parentId === ids.provinceId);
  const district = table.find((region) => region.id === ids.regionId && region.parentId === ids.cityId);
  if (!province || !city || !district) return null;
  return { provinceName: province.name, cityName: city.name, regionName: district.name };
}
