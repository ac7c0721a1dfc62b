import { describe, expect, it } from 'vitest';
import { enUS } from '@/platform/i18n/en-US';
import { catalogueOf } from '@/platform/i18n/registry';
import { zhCN } from '@/platform/i18n/zh-CN';
import { areaNames } from './i18nFiles';

/*
 * en-US stays complete: the shell and every area have the same keys in both locales. Areas come
 * from the files, so a new area is checked as soon as its zh-CN file exists (a missing English
 * file fails here, not on a user's screen). Placeholders may differ: a locale picks the values it
 * needs (the coupon card's discount reads `{zhe}` 折 in Chinese, `{off}`% off in English).
 */
type Tree = { [key: string]: string | Tree };

/** `{ a: { b: 'x', c: 'y' } }` -> `['a.b', 'a.c']`: every string's key path. */
function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : leaves(value, `${prefix + key}.`)))
    .sort();
}

const ZH_AREAS = areaNames('zh-CN');

describe('the en-US catalogue', () => {
  it('has an English file for every area, and no English file without its area', () => {
    expect(areaNames('en-US')).toEqual(ZH_AREAS);
    expect(Object.keys(enUS).filter((key) => !(key in zhCN)).sort()).toEqual(ZH_AREAS);
  });

  it('has the shell strings with the same keys', () => {
    const shell = Object.fromEntries(Object.entries(enUS).filter(([key]) => key in zhCN)) as Tree;
    expect(leaves(shell)).toEqual(leaves(zhCN));
  });

  it.each(ZH_AREAS)('has the %s strings with the same keys', async (area) => {
    await import(`../../src/platform/i18n/areas/${area}.ts`);
    const zh = (catalogueOf('zh-CN') as Record<string, Tree>)[area];
    const en = (enUS as unknown as Record<string, Tree>)[area];
    expect(zh).toBeDefined();
    expect(leaves(en ?? {})).toEqual(leaves(zh ?? {}));
  });
});
