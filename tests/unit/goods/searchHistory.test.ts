import { describe, expect, it } from 'vitest';
import {
  clearSearchHistory,
  normaliseKeyword,
  readSearchHistory,
  rememberSearch,
  SEARCH_HISTORY_LIMIT,
  withKeyword,
} from '@/screens/goods/searchHistory';

describe('search history', () => {
  it('puts the newest keyword first and moves a repeated one to the front', () => {
    expect(withKeyword(['普洱', '龙井'], '白茶')).toEqual(['白茶', '普洱', '龙井']);
    expect(withKeyword(['普洱', '龙井', '白茶'], '白茶')).toEqual(['白茶', '普洱', '龙井']);
  });

  it('keeps at most 10, dropping the oldest', () => {
    const full = Array.from({ length: SEARCH_HISTORY_LIMIT }, (_, index) => `茶${index}`);
    const next = withKeyword(full, '新词');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('新词');
    expect(next).not.toContain('茶9');
  });

  it('trims and collapses spaces; a blank keyword changes nothing', () => {
    expect(normaliseKeyword('  大红袍   礼盒 ')).toBe('大红袍 礼盒');
    expect(withKeyword(['普洱'], '   ')).toEqual(['普洱']);
    expect(withKeyword(['大红袍'], ' 大红袍 ')).toEqual(['大红袍']);
  });

  it('is kept in local storage under searchHistory and can be cleared', () => {
    expect(readSearchHistory()).toEqual([]);
    rememberSearch('普洱');
    rememberSearch('龙井');
    expect(JSON.parse(window.localStorage.getItem('searchHistory') ?? 'null')).toEqual(['龙井', '普洱']);
    expect(readSearchHistory()).toEqual(['龙井', '普洱']);
    clearSearchHistory();
    expect(window.localStorage.getItem('searchHistory')).toBeNull();
    expect(readSearchHistory()).toEqual([]);
  });

  it('survives a corrupt or hand-edited stored value', () => {
    window.localStorage.setItem('searchHistory', '{not json');
    expect(readSearchHistory()).toEqual([]);
    window.localStorage.setItem('searchHistory', JSON.stringify({ keyword: '普洱' }));
    expect(readSearchHistory()).toEqual([]);
    window.localStorage.setItem('searchHistory', JSON.stringify(['普洱', 42, null, ' 普洱 ', '', '龙井']));
    expect(readSearchHistory()).toEqual(['普洱', '龙井']);
  });

  it('cuts a long keyword between characters: 20 × 🍵 after an a stays whole (issue 10 item 5)', () => {
    const keyword = `a${'🍵'.repeat(20)}`;
    expect(normaliseKeyword(keyword)).toBe(keyword);
    const long = `a${'🍵'.repeat(40)}`;
    expect(normaliseKeyword(long)).toBe(`a${'🍵'.repeat(29)}`);
    expect(() => encodeURIComponent(normaliseKeyword(long))).not.toThrow();
    // a broken keyword already in the history (an older version cut it) is repaired, not kept broken
    window.localStorage.setItem('searchHistory', JSON.stringify([`a${'🍵'.repeat(14)}\uD83C`]));
    expect(() => encodeURIComponent(readSearchHistory()[0] ?? '')).not.toThrow();
  });
});
