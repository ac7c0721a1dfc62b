import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasText, outlineText, svgFilesIn } from '../../../scripts/lib/outline-text.mjs';

/*
 * The mock pictures draw their words as outlines, not with a font (scripts/outline-pictures.mjs):
 * a picture drawn with <text> costs the launch its layout and paint on the main thread, and looks
 * different on a machine with other fonts.
 */
const FOLDER = join(__dirname, '../../../mocks/public/images');

describe('mock pictures', () => {
  const files = [...svgFilesIn(FOLDER)];

  it('draw no text with a font', () => {
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expect({ file, text: hasText(readFileSync(file, 'utf8')) }).toEqual({ file, text: false });
  });
});

describe('outlineText', () => {
  const parse = (svg: string) => {
    const match = /<path fill="([^"]+)" transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+) ([-\d.]+)\)" d="([^"]+)"\/>/.exec(svg);
    if (!match) throw new Error(`no outline in ${svg}`);
    const [, fill, x, y, sx, sy, d = ''] = match;
    return { fill, x: Number(x), y: Number(y), sx: Number(sx), sy: Number(sy), d };
  };
  const text = (attrs: string, words: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" aria-label="a"><text ${attrs}>${words}</text></svg>`;

  it('replaces each text by a path of the same fill, on the same baseline, at the font size', () => {
    const svg = outlineText(text('x="10" y="76" font-size="40" fill="#6b2313"', '红茶'));
    expect(hasText(svg)).toBe(false);
    const path = parse(svg);
    expect(path).toMatchObject({ fill: '#6b2313', x: 10, y: 76, sx: 0.04, sy: -0.04 });
    // two glyphs, each at least one closed contour
    expect(path.d.match(/m/g)?.length).toBeGreaterThanOrEqual(2);
    expect(path.d).toMatch(/z/);
  });

  it('centres a middle-anchored run and ends an end-anchored one on x (CJK glyphs are 1 em wide)', () => {
    expect(parse(outlineText(text('x="60" y="76" font-size="44" text-anchor="middle" fill="#000"', '红'))).x).toBe(38);
    expect(parse(outlineText(text('x="100" y="50" font-size="20" text-anchor="end" fill="#000"', '普洱茶'))).x).toBe(40);
  });

  it('reads attributes in single quotes too', () => {
    expect(parse(outlineText(text("x='10' y='20' font-size='10' fill='#fff'", '茶')))).toMatchObject({ fill: '#fff', x: 10, y: 20, sx: 0.01 });
  });

  it('refuses a text it cannot place rather than writing a broken path', () => {
    expect(() => outlineText(text('y="20" font-size="1em" fill="#000"', '茶'))).toThrow(/cannot outline/);
  });

  it('draws bold with the bold face', () => {
    const regular = parse(outlineText(text('x="0" y="50" font-size="20" fill="#000"', '茶'))).d;
    const bold = parse(outlineText(text('x="0" y="50" font-size="20" font-weight="bold" fill="#000"', '茶'))).d;
    expect(bold).not.toBe(regular);
  });

  it('leaves a picture without text as it is', () => {
    const plain = '<svg xmlns="http://www.w3.org/2000/svg" aria-label="a"><circle r="4"/></svg>';
    expect(outlineText(plain)).toBe(plain);
  });
});
