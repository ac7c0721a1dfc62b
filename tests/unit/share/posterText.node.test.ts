import { describe, expect, it } from 'vitest';
import { wrapLines } from '@/screens/share/poster';

// every character 10 px wide
const measure = (line: string) => line.length * 10;

describe('wrapLines: the poster text in lines', () => {
  it('breaks Chinese between characters', () => {
    expect(wrapLines('扫码下载茶商城注册即领券', 40, measure)).toEqual(['扫码下载', '茶商城注', '册即领券']);
  });

  it('breaks English between words', () => {
    expect(wrapLines('Scan to get Tea Mall', 110, measure)).toEqual(['Scan to get', 'Tea Mall']);
  });

  it('cuts the last line kept with an ellipsis', () => {
    expect(wrapLines('一二三四五六七八九十', 40, measure, 2)).toEqual(['一二三四', '五六七…']);
  });
});
