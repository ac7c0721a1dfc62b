import { describe, expect, it } from 'vitest';
import { AGENT_NAME_RULE, changed, checkLength, NICKNAME_RULE, SIGNATURE_RULE } from '@/screens/mine/settings/fieldRules';
import { CACHE_PARTS, clearCache, formatBytes, measureCache, totalOf, type StorageLike } from '@/screens/mine/settings/localCache';

/** A Web Storage stand-in over a Map. */
function fakeStorage(entries: Record<string, string>): StorageLike & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    removeItem: (key) => void map.delete(key),
  };
}

describe('the single-field editors length rules', () => {
  it('a nickname is 2-16 characters, counted after trimming, an emoji as one', () => {
    expect(checkLength('', NICKNAME_RULE)).toEqual({ kind: 'required' });
    expect(checkLength('   ', NICKNAME_RULE)).toEqual({ kind: 'required' });
    expect(checkLength('茶', NICKNAME_RULE)).toEqual({ kind: 'short', min: 2 });
    expect(checkLength(' 林清茶 ', NICKNAME_RULE)).toBeNull();
    expect(checkLength('🍵🍵', NICKNAME_RULE)).toBeNull();
    expect(checkLength('一二三四五六七八九十一二三四五六', NICKNAME_RULE)).toBeNull();
    expect(checkLength('一二三四五六七八九十一二三四五六七八', NICKNAME_RULE)).toEqual({ kind: 'long', max: 16, over: 2 });
  });

  it('a signature may be empty and is at most 30', () => {
    expect(checkLength('', SIGNATURE_RULE)).toBeNull();
    expect(checkLength('静'.repeat(30), SIGNATURE_RULE)).toBeNull();
    expect(checkLength('静'.repeat(31), SIGNATURE_RULE)).toEqual({ kind: 'long', max: 30, over: 1 });
  });

  it('an agent name is 2-20', () => {
    expect(checkLength('茶', AGENT_NAME_RULE)).toEqual({ kind: 'short', min: 2 });
    expect(checkLength('陈记茶馆·武夷山', AGENT_NAME_RULE)).toBeNull();
    expect(checkLength('茶'.repeat(21), AGENT_NAME_RULE)).toEqual({ kind: 'long', max: 20, over: 1 });
  });

  it('surrounding spaces are not a change', () => {
    expect(changed(' 林清茶', '林清茶')).toBe(false);
    expect(changed('林清茶2', '林清茶')).toBe(true);
  });
});

describe('the local cache the settings list measures and clears', () => {
  const seeded = () => ({
    local: fakeStorage({
      searchHistory: '["大红袍","龙井"]',
      launchData: '{"/home":{"savedAt":1,"entries":[]}}',
      launchPictures: '{"/home":"/images/banner.svg"}',
      regions: '[{"id":350000}]',
      sid: '"sid-buyer-20261120"',
      userInfo: '{"memberId":"m-10086"}',
      deviceAccounts: '[]',
      locale: '"en-US"',
    }),
    session: fakeStorage({ 'tm.draft.setName.m-10086': '{"value":"林小茶"}', token: 'abc' }),
  });

  it('measures each part at two bytes per UTF-16 unit of key and value', () => {
    const { local, session } = seeded();
    const sizes = measureCache(local, session);
    expect(sizes.searchHistory).toBe(('searchHistory'.length + '["大红袍","龙井"]'.length) * 2);
    expect(sizes.drafts).toBe(('tm.draft.setName.m-10086'.length + '{"value":"林小茶"}'.length) * 2);
    expect(sizes.launchData).toBeGreaterThan(0);
    expect(sizes.regions).toBe(('regions'.length + '[{"id":350000}]'.length) * 2);
    expect(totalOf(sizes)).toBe(CACHE_PARTS.reduce((sum, part) => sum + sizes[part], 0));
  });

  it('clears only the cache: the session, the user, the accounts, the locale and the query token stay', () => {
    const { local, session } = seeded();
    const after = clearCache(local, session);
    expect(totalOf(after)).toBe(0);
    expect([...local.map.keys()].sort()).toEqual(['deviceAccounts', 'locale', 'sid', 'userInfo']);
    expect([...session.map.keys()]).toEqual(['token']);
  });

  it('a store that cannot be opened counts as empty', () => {
    expect(totalOf(measureCache(null, null))).toBe(0);
    expect(totalOf(clearCache(null, null))).toBe(0);
  });

  it('formats sizes the way the row shows them', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(980)).toBe('980 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12 * 1024 + 300)).toBe('12 KB');
    expect(formatBytes(2.34 * 1024 * 1024)).toBe('2.3 MB');
  });
});
