import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueOf } from '@/platform/i18n/registry';
import { areaNames } from './i18nFiles';

/*
 * Screen areas' strings load with the areas' code: a module that uses a key of a lazy area must
 * import that area's catalogue itself, or a page reached without that area's other modules would
 * show raw keys. The areas are the files of src/platform/i18n/areas, so a new area is covered as it
 * is added; the eager ones are those src/platform/i18n/index.tsx imports with the shell.
 */
const ROOT = join(__dirname, '../../src');
const AREAS = areaNames('zh-CN');
const EAGER = [...readFileSync(join(ROOT, 'platform/i18n/index.tsx'), 'utf8').matchAll(/^import '\.\/areas\/(\w+)';$/gm)].map((match) => match[1] ?? '');
const LAZY = AREAS.filter((area) => !EAGER.includes(area));
const KEY = new RegExp(`['\`](${LAZY.join('|')})\\.[a-z]\\w*(?:\\.\\w+)*['\`]`, 'g');
const loaded = (area: string) => (catalogueOf('zh-CN') as Record<string, unknown> | undefined)?.[area];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith(join('platform', 'i18n')) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('lazy i18n areas', () => {
  it('finds the areas in the files, home eager with the shell', () => {
    expect(AREAS).toEqual(expect.arrayContaining(['auth', 'cart', 'goods', 'home', 'mall', 'picker']));
    expect(EAGER).toEqual(['home']);
  });

  it.each(EAGER)('%s is registered as soon as the i18n module loads', (area) => {
    expect(loaded(area)).toEqual(expect.any(Object));
  });

  it('every module that uses an area key imports that area', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(ROOT)) {
      const code = withoutComments(readFileSync(file, 'utf8'));
      const used = new Set([...code.matchAll(KEY)].map((match) => match[1]));
      for (const area of used) {
        if (!code.includes(`import '@/platform/i18n/areas/${area}';`)) missing.push(`${relative(ROOT, file)}: ${area}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(LAZY)('%s registers its strings under its file name when imported, and not before', async (area) => {
    expect(loaded(area)).toBeUndefined();
    await import(`../../src/platform/i18n/areas/${area}.ts`);
    expect(loaded(area)).toEqual(expect.any(Object));
  });
});
