import { describe, expect, it } from 'vitest';
import { characters, cleanUserText, textLength, truncateCharacters, wellFormed } from '@/lib/text';

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

describe('user text as kept and sent', () => {
  it('loses every bidi control: embeddings, overrides, isolates and marks', () => {
    const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
    for (const control of controls) expect(cleanUserText(`林${control}母`)).toBe('林母');
    // a name that shows reversed ("gpj.exe" read as "exe.jpg") keeps its letters, in their typed order
    expect(cleanUserText('\u202Egpj.exe\u202C 张三')).toBe('gpj.exe 张三');
  });

  it('keeps everything else: joiners inside emoji, Arabic and Hebrew letters, new lines', () => {
    expect(cleanUserText('👨‍👩‍👧 茶\n好')).toBe('👨‍👩‍👧 茶\n好');
    expect(cleanUserText('שלום مرحبا')).toBe('שלום مرحبا');
  });

  it('counts what is sent: characters a user sees, without controls or surrounding spaces', () => {
    expect(textLength(' 茶\u202E🍵👍🏽 ')).toBe(3);
    expect(textLength('长'.repeat(500))).toBe(500);
  });
});
