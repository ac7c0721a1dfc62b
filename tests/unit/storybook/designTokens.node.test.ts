import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { colours, customProperties, fontSizes, isColour, radii, spacings } from '../../../stories/support/designTokens';

const sheets = {
  'src/styles/global.css': ':root {\n  /* brand */\n  --tm-brand: #c8161d;\n  --tm-header-height: 45px;\n}\n',
  'src/a.module.css': '.a { font-size: 14px; padding: 0 12px; border-radius: 8px; color: #C8161D; }\n.b { font-size: 12px; margin: 4px 0 0; gap: 8px; }',
  'src/b.module.css': '.c { font-size: 14px; border-radius: var(--r, 8px); padding-top: 12px; line-height: 20px; background: #fff; /* font-size: 99px */ }',
};

describe('design tokens from the stylesheets', () => {
  it('custom properties with their file, comments ignored', () => {
    expect(customProperties(sheets)).toEqual([
      { name: '--tm-brand', value: '#c8161d', file: 'src/styles/global.css' },
      { name: '--tm-header-height', value: '45px', file: 'src/styles/global.css' },
    ]);
  });
  it('font sizes with counts, smallest first; commented-out declarations do not count', () => {
    expect(fontSizes(sheets)).toEqual([
      { value: '12px', count: 1 },
      { value: '14px', count: 2 },
    ]);
  });
  it('spacing from padding, margin and gap, each length of a shorthand, zero left out', () => {
    expect(spacings(sheets)).toEqual([
      { value: '4px', count: 1 },
      { value: '8px', count: 1 },
      { value: '12px', count: 2 },
    ]);
  });
  it('radii, a var() fallback counting as its px value', () => {
    expect(radii(sheets)).toEqual([{ value: '8px', count: 2 }]);
  });
  it('hex colours, case folded, most used first', () => {
    expect(colours(sheets)).toEqual([
      { value: '#c8161d', count: 2 },
      { value: '#fff', count: 1 },
    ]);
  });
  it('tells colours from other values', () => {
    expect(['#c8161d', 'rgba(0,0,0,.5)', '45px', "-apple-system, 'PingFang SC'"].map(isColour)).toEqual([true, true, false, false]);
  });
  it("finds the app's brand red and its type scale in src/styles/global.css and the CSS modules", () => {
    const real = {
      'src/styles/global.css': readFileSync('src/styles/global.css', 'utf8'),
      'src/screens/cart/CartScreen.module.css': readFileSync('src/screens/cart/CartScreen.module.css', 'utf8'),
    };
    expect(customProperties(real).find((property) => property.name === '--tm-brand')?.value).toBe('#c8161d');
    expect(fontSizes(real).length).toBeGreaterThan(2);
  });
});
