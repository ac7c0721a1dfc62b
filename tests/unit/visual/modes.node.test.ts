/** Visual modes (.storybook/runner/modes.ts): what a story may declare, which pass shoots it, its baseline's name. */
import { describe, expect, it } from 'vitest';
import { modeId, modesOfPass, parseModes, splitModeId } from '../../../.storybook/runner/modes';

const LOCALES = ['zh-CN', 'en-US'];
const EN = { name: 'en-US', locale: 'en-US' };
const NARROW = { name: '320', viewport: { width: 320, height: 640 } };

describe('parseModes', () => {
  it('takes none, or a list of named modes with a locale or a viewport', () => {
    expect(parseModes(undefined, LOCALES)).toEqual([]);
    expect(parseModes([EN, NARROW], LOCALES)).toEqual([EN, NARROW]);
  });

  it.each([
    ['a list', { name: 'en-US' }, /must be a list/],
    ['a name', [{ locale: 'en-US' }], /needs a name/],
    ['a name fit for a file', [{ name: 'en/US', locale: 'en-US' }], /needs a name/],
    ['a known locale', [{ name: 'fr', locale: 'fr-FR' }], /expected one of zh-CN, en-US/],
    ['a whole viewport', [{ name: '320', viewport: { width: 320 } }], /whole CSS pixels/],
    ['a difference from the story', [{ name: 'same', locale: 'zh-CN' }], /is the story itself/],
    ['unique names', [EN, { ...NARROW, name: 'en-US' }], /declared twice/],
  ])('needs %s', (_what, value, message) => {
    expect(parseModes(value, LOCALES)).toMatch(message);
  });
});

describe('the pass that shoots a mode', () => {
  it('is its locale’s; a mode without one is shot in the zh-CN pass', () => {
    const modes = [EN, NARROW, { name: 'en-320', locale: 'en-US', viewport: NARROW.viewport }];
    expect(modesOfPass(modes, 'zh-CN').map((mode) => mode.name)).toEqual(['320']);
    expect(modesOfPass(modes, 'en-US').map((mode) => mode.name)).toEqual(['en-US', 'en-320']);
  });
});

describe('a mode’s id', () => {
  it('is <story id>@<mode>, and splits back', () => {
    expect(modeId('screens-cart-cart--success', 'en-US')).toBe('screens-cart-cart--success@en-US');
    expect(splitModeId('screens-cart-cart--success@en-US')).toEqual({ storyId: 'screens-cart-cart--success', mode: 'en-US' });
    expect(splitModeId('screens-cart-cart--success')).toEqual({ storyId: 'screens-cart-cart--success', mode: null });
  });
});
