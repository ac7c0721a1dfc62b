import { describe, expect, it } from 'vitest';
import { regionApi } from '@/api/regionApi';
import { shopApi } from '@/api/shopApi';
import { catalogue } from '@/api/catalogue';
import { server } from '@mocks/node';
import { scenario } from '@mocks/scenarios';
import { makeTestStore } from '../teardown';

describe('regions', () => {
  it('queryCityArea (startup, no token): provinces -> cities -> districts open for business', async () => {
    const result = await makeTestStore().dispatch(regionApi.endpoints.queryCityArea.initiate());
    const tree = result.data!;
    expect(tree.map((province) => province.name)).toEqual(['福建省', '云南省', '浙江省', '广东省']);
    const fujian = tree[0]!;
    expect(fujian.children.map((city) => city.name)).toEqual(['福州市', '厦门市', '泉州市', '南平市']);
    expect(fujian.children[0]?.children.map((district) => district.id)).toEqual([350102, 350103, 350104, 350111, 350112]);
    const shenzhen = tree[3]?.children.find((city) => city.name === '深圳市');
    expect(shenzhen?.children.map((district) => district.name)).toEqual(['福田区', '南山区']);
    const yunnan = tree[1]!;
    expect(yunnan.children.map((city) => city.name)).toEqual(['昆明市', '西双版纳傣族自治州']);
  });

  it('a code-0 region answer with data is a typed error, never an exception', async () => {
    server.use(scenario.businessError(catalogue.queryCityArea, '地区服务维护中'));
    const result = await makeTestStore().dispatch(regionApi.endpoints.queryCityArea.initiate());
    // a list call answers [] for failures, except code 0 with data, which the user must be told about
    expect(result.error).toMatchObject({ kind: 'business', message: '地区服务维护中' });
  });

  it('regionsIncludingForbidden also lists the divisions not open yet', async () => {
    const result = await makeTestStore().dispatch(shopApi.endpoints.regionsIncludingForbidden.initiate());
    const names = JSON.stringify(result.data);
    expect(names).toContain('勐腊县');
    expect(names).toContain('罗湖区');
    expect(result.data?.[3]?.children[1]?.children.find((district) => district.name === '罗湖区')?.forbidden).toBe(1);
  });

  it('regionsByParent (GET) and the city picker list', async () => {
    const store = makeTestStore();
    const cities = await store.dispatch(shopApi.endpoints.regionsByParent.initiate({ parentId: 350000 }));
    expect(cities.data?.map((city) => city.name)).toEqual(['福州市', '厦门市', '泉州市', '南平市']);
    const provinces = await store.dispatch(shopApi.endpoints.regionsByParent.initiate({ parentId: 0 }));
    expect(provinces.data).toHaveLength(4);
    const unknown = await store.dispatch(shopApi.endpoints.regionsByParent.initiate({ parentId: 999999 }));
    expect(unknown.error).toMatchObject({ message: '上级地区不存在' });

    const picker = await store.dispatch(shopApi.endpoints.cityRegions.initiate());
    expect(picker.data).toHaveLength(9);
    const initials = picker.data!.map((city) => city.initial);
    expect(initials).toEqual([...initials].sort());
    expect(picker.data?.find((city) => city.name === '厦门市')).toMatchObject({ provinceName: '福建省', initial: 'X' });
  });
});
