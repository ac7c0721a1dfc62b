import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The i18n area files on disk: `<area>.ts` (zh-CN source) and `<area>.en-US.ts`. */
export const AREAS_DIR = join(__dirname, '../../src/platform/i18n/areas');

/** The areas that have a file in `locale`, sorted: read from the file names, never listed by hand. */
export function areaNames(locale: 'zh-CN' | 'en-US'): string[] {
  const files = readdirSync(AREAS_DIR).filter((name) => name.endsWith('.ts'));
  const names = locale === 'en-US'
    ? files.filter((name) => name.endsWith('.en-US.ts')).map((name) => name.slice(0, -'.en-US.ts'.length))
    : files.filter((name) => /^[a-z][A-Za-z]*\.ts$/.test(name)).map((name) => name.slice(0, -'.ts'.length));
  return names.sort();
}
