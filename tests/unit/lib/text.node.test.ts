import { describe, expect, it } from 'vitest';
import { characters, truncateCharacters, wellFormed } from '@/lib/text';

const hasLoneSurrogate = (text: string) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('text that never splits a character (issue 10 item 5)', () => {
  it('cuts between characters, never inside an emoji', () => {
    const keyword = `a${'🍵'.repeat(20)}`;
    const cut = truncateCharacters(keyword, 30);
    expect(hasLoneSurrogate(cut)).toBe(false);
    expect(cut).toBe(keyword);
    expect(truncateCharacters(keyword, 10)).toBe(`a${'🍵'.repeat(9)}`);
  });

  it('keeps grapheme clusters whole: skin tones, flags, ZWJ families', () => {
    expect(truncateCharacters('👍🏽👍🏽', 1)).toBe('👍🏽');
    expect(truncateCharacters('🇨🇳🇨🇳', 1)).toBe('🇨🇳');
    expect(characters('👨‍👩‍👧茶')).toEqual(['👨‍👩‍👧', '茶']);
  });

  it('replaces lone surrogates with U+FFFD', () => {
    expect(wellFormed('a\uD83C')).toBe('a\uFFFD');
    expect(wellFormed('\uDF75b')).toBe('\uFFFDb');
    expect(wellFormed('🍵')).toBe('🍵');
  });
});
