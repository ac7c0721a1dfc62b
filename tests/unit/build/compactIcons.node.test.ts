import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { parseAst } from 'vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconModule, readIcon, roundPath } from '../../../build/compactIcons';
import { icon } from '../../../build/iconRuntime';

const require = createRequire(import.meta.url);
/** An icon module as the package ships it (the plugin reads it from disk the same way). */
const source = (name: string) => readFileSync(require.resolve(`antd-mobile-icons/es/${name}.js`), 'utf8');

/** The package's own component, as shipped (its CommonJS build, which no plugin transforms). */
const original = (name: string) => (require(`antd-mobile-icons/cjs/${name}.js`) as { default: ComponentType<Record<string, unknown>> }).default;

/** The original markup with what the plugin drops (ids, the transparent frame) and its rounding applied. */
function expectedMarkup(markup: string): string {
  return markup
    .replace(/ id="[^"]*"/g, '')
    .replace(/<rect[^>]*opacity="0"[^>]*><\/rect>/g, '')
    .replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${roundPath(d)}"`);
}

describe('antd-mobile-icons compiled to data and one wrapper', () => {
  it.each(['AppOutline', 'LeftOutline', 'CheckCircleFill', 'StarFill', 'EyeInvisibleOutline'])('%s draws the same svg, shapes and props, without ids or the invisible frame', (name) => {
    const tree = readIcon(source(name), parseAst);
    expect(tree).not.toBeNull();
    const Compact = icon(name, tree?.viewBox ?? '', tree?.body ?? []);
    const props = { className: 'tab-icon', style: { color: 'red' }, onClick: () => undefined, 'aria-hidden': true };
    const shipped = renderToStaticMarkup(createElement(original(name), props));
    const compact = renderToStaticMarkup(createElement(Compact, props));
    expect(compact).toBe(expectedMarkup(shipped));
    expect(compact).toContain('class="antd-mobile-icon tab-icon"');
    expect(compact).toContain('style="vertical-align:-0.125em;color:red"');
    expect(compact).not.toContain(' id=');
    expect(Compact.displayName).toBe(name);
  });

  it('reads every icon of the package (none is left at full size)', () => {
    const dir = dirname(require.resolve('antd-mobile-icons/es/AppOutline.js'));
    const icons = readdirSync(dir).filter((file) => /^[A-Z]\w*\.js$/.test(file));
    expect(icons.length).toBeGreaterThan(100);
    expect(icons.filter((file) => readIcon(readFileSync(join(dir, file), 'utf8'), parseAst) === null)).toEqual([]);
  });

  it('leaves a module of another shape alone', () => {
    expect(readIcon("export { default as AppOutline } from './AppOutline';", parseAst)).toBeNull();
    expect(readIcon('import * as React from "react";\nfunction X() { return React.createElement(Other); }\nexport default X;', parseAst)).toBeNull();
    // a wrapper that differs from the one the runtime writes (another size) is not compiled
    expect(readIcon(source('AppOutline').replace('width: "1em"', 'width: "2em"'), parseAst)).toBeNull();
  });

  it('emits a module that hands the tree to the shared wrapper', () => {
    const code = iconModule('AppOutline', { viewBox: '0 0 48 48', body: [['path', { d: 'M1 1', fill: 'currentColor' }, []]] }, '/app/build/iconRuntime.ts');
    expect(code.startsWith('import { icon } from "/app/build/iconRuntime.ts";')).toBe(true);
    expect(code).toContain('icon("AppOutline", "0 0 48 48", [["path",{"d":"M1 1","fill":"currentColor"},[]]])');
  });
});

describe('path data rounded to two decimals', () => {
  it('rounds every number and keeps commands, separators and signs', () => {
    expect(roundPath('M38.6673097,11.5277497 L27.3505965,4.90817356 C-2.2,0.001 Z')).toBe('M38.67,11.53 L27.35,4.91 C-2.2,0 Z');
  });

  it('never merges two numbers written without a separator', () => {
    // 1.999 then .5: rounded to 2 and .5, which must not read as 2.5
    expect(roundPath('M1.999.5')).toBe('M2 0.5');
    expect(roundPath('l.5.25-.125')).toBe('l0.5 0.25-0.13');
  });

  it('keeps integers as they are', () => {
    expect(roundPath('M0 0h48v48H0z')).toBe('M0 0h48v48H0z');
  });
});
