import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translate } from '@/platform/i18n';

/*
 * Screen areas' strings load with the areas' code: a module that uses a key of a lazy area
 * (goods, cart, auth, mall, picker) must import that area's catalogue itself, or a page reached
 * without that area's other modules would show raw keys.
 */
const ROOT = join(__dirname, '../../src');
const LAZY_AREAS = ['goods', 'cart', 'auth', 'mall', 'picker'] as const;
const KEY = new RegExp(`['\`](${LAZY_AREAS.join('|')})\\.[a-z]\\w*(?:\\.\\w+)*['\`]`, 'g');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith(join('platform', 'i18n')) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('lazy i18n areas', () => {
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

  it('an area registers its strings when imported, and not before', async () => {
    expect(translate('zh-CN', 'mall.about.title')).toBe('mall.about.title');
    await import('@/platform/i18n/areas/mall');
    expect(translate('zh-CN', 'mall.about.title')).not.toBe('mall.about.title');
  });
});
