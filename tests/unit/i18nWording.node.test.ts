import { describe, expect, it } from 'vitest';
import { enUS } from '@/platform/i18n/en-US';
import { areaNames } from './i18nFiles';

/*
 * The app's own English reads as a native shopping app's, not as a translation of the Chinese:
 * "Product details", "Unavailable", "Removed", "Payout account". These phrases were found by a
 * design review (issue 10, item 18) and must not come back.
 */
const TRANSLATIONESE: readonly RegExp[] = [
  /\bgoods\b/i, // 商品: product(s), item(s)
  /\bN\/A\b/, // 失效: Unavailable
  /off the shelf/i, // 已下架: Removed
  /settlement account/i, // 结算账号: Payout account
  /have a look/i, // 看看: Browse
  /please choose/i, // 请选择: Select
  /did not work/i,
  /waybill/i, // 运单: tracking number, the word shoppers know
  /, please\b/i, // a comma splice before "please": two sentences
  /^Back to Me$/, // 返回我的: Back to my account
];

/*
 * One apostrophe and one quotation mark: the straight ones. A curly one fell back to the CJK font,
 * which draws it full width ("can’t" with a gap).
 */
const CURLY_QUOTES = /[‘’“”]/;

type Tree = { [key: string]: string | Tree };

function strings(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value] as [string, string]] : strings(value, `${prefix + key}.`)));
}

describe('the en-US wording', () => {
  it('has no translationese in any string of the shell or an area', async () => {
    for (const area of areaNames('en-US')) await import(`../../src/platform/i18n/areas/${area}.en-US.ts`);
    const all = strings(enUS);
    expect(all.length).toBeGreaterThan(300);
    const offenders = all.filter(([, text]) => TRANSLATIONESE.some((pattern) => pattern.test(text)));
    expect(offenders).toEqual([]);
  });

  it('uses straight apostrophes and quotation marks only', async () => {
    for (const area of areaNames('en-US')) await import(`../../src/platform/i18n/areas/${area}.en-US.ts`);
    expect(strings(enUS).filter(([, text]) => CURLY_QUOTES.test(text))).toEqual([]);
  });
});
