import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One dimmed backdrop: every sheet, dialog, centred popup and the launch advert draw their mask
 * with the --tm-mask custom property of src/styles/global.css, never a colour of their own.
 */
const SRC = join(__dirname, '../../src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** `selector { ... }` blocks of a stylesheet (no nesting in this codebase's CSS). */
function rules(css: string): { selector: string; body: string }[] {
  const stripped = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...stripped.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({ selector: (match[1] ?? '').trim(), body: match[2] ?? '' }));
}

const global = readFileSync(join(SRC, 'styles/global.css'), 'utf8');

describe('the mask colour', () => {
  it('is one custom property, and antd-mobile popups and dialogs take it over their inline colour', () => {
    expect(global.match(/--tm-mask:/g)).toHaveLength(1);
    const override = rules(global).find((rule) => rule.selector.includes('.adm-center-popup-mask'));
    expect(override?.selector).toContain('.adm-popup > .adm-mask');
    expect(override?.body).toMatch(/background:\s*var\(--tm-mask\)\s*!important/);
  });

  it('is the only colour a mask class of the app sets', () => {
    const masks = files(SRC)
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) => rules(readFileSync(file, 'utf8')).map((rule) => ({ file: relative(SRC, file), ...rule })))
      // `.mask`, `.adm-mask`, `.popup-mask`: a class named mask, not `.thumbMask` (a label on a picture)
      .filter((rule) => /(^|[\s,>.-])mask\b/.test(rule.selector) && /background(-color)?:/.test(rule.body))
      .filter((rule) => !rule.selector.includes('tm-picture-viewer'));
    expect(masks.length).toBeGreaterThanOrEqual(2);
    expect(masks.filter((rule) => !/background(-color)?:\s*var\(--tm-mask\)/.test(rule.body)).map((rule) => `${rule.file}: ${rule.selector}`)).toEqual([]);
  });

  it('is never set from a component (antd-mobile Mask `color`, a popup `maskStyle` background)', () => {
    const offenders = files(SRC)
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => /maskStyle=\{\{[^}]*background|<Mask\b[^>]*\bcolor=/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
