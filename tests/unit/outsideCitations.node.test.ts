import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Code, tests and docs state their rules themselves (or point into docs/): a reader of the repo has
 * no other document, so "spec section 3" or "as the product spec says" tells them nothing. These
 * are the ways such a citation has been written; none may come back.
 */
const CITATIONS: readonly RegExp[] = [
  /\bspec(ification)?\s*(section|chapter|§)/i, // spec section 3, spec §6
  /§\s*\d/, // §6
  /\bproduct[- ]spec/i, // the product spec says
  /\bdesign[- ]card/i,
  /\b(DESIGN|TOOLCHAIN)\.md\b/,
  /\.\.\/shared\b/, // a path outside the repository
  /\b(the|a) spec\s+(says|said|writes|wrote|names|named|lists|listed|asks|requires|wants)\b/i,
  /\b(as|per|in|by) the spec\b(?!\s+(row|file|group|value|chip|bought|selector|sheet))/i,
  /\b(routes?|paths?|roles?|rules?|calls?|sections?|exemptions?) of the spec\b/i,
  /\bthe spec:/i,
  /\bthe spec's\b(?!\s+(row|file|group|value|chip|name))/i, // the spec's 'hh', the spec's static text
  /\bspec exemptions?\b/i,
];

const ROOT = process.cwd();
const FOLDERS = ['src', 'mocks', 'stories', 'tests', 'scripts', 'build', 'docs', '.storybook', '.ci', '.github'];
const ROOT_FILES = ['README.md', 'index.html', 'eslint.config.js', 'vite.config.ts', 'test-runner-jest.config.js', 'package.json'];
const TEXT = /\.(ts|tsx|js|mjs|cjs|mdx?|css|html|json|ya?ml|txt|sh)$|^run$/;
/** generated or third-party output, and this file (it spells the patterns out) */
const SKIPPED = new Set(['tests/visual/baselines', 'tests/visual/report', 'mocks/public/mockServiceWorker.js', 'tests/unit/outsideCitations.node.test.ts']);

function textFiles(folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(join(ROOT, folder), { withFileTypes: true });
  } catch {
    return []; // a folder this checkout does not have
  }
  return entries.flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (SKIPPED.has(path) || entry.name === 'node_modules') return [];
    if (entry.isDirectory()) return textFiles(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

describe('citations of documents outside the repository', () => {
  it('none in code, tests, stories, scripts or docs', () => {
    const files = [...FOLDERS.flatMap(textFiles), ...ROOT_FILES];
    expect(files.length).toBeGreaterThan(500);
    const offenders = files.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (CITATIONS.some((pattern) => pattern.test(line)) ? [`${relative(ROOT, join(ROOT, file))}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('recognises the ways a citation was written', () => {
    const cited = [
      '/** Envelope of spec section 3: code 1 = success */',
      'agent roles of the spec (product spec §6: ...)',
      'kept if none is stored yet, as the product spec says',
      "The spec writes 'hh', but the picker's hour column runs 0-23",
      'serves exactly the routes of the spec',
      "(the spec: kept 'if none is stored yet')",
      'see ../shared/design-card.md and DESIGN.md',
      "24-hour clock for the spec's 'hh'",
      'marks the spec exemptions',
    ];
    const plain = [
      'the spec row opens the SKU selector',
      'the spec bought, at most three pictures',
      'at the top of the spec file',
      'choose a spec, log in on the way',
      "the spec's values, in group order",
    ];
    expect(cited.filter((line) => !CITATIONS.some((pattern) => pattern.test(line)))).toEqual([]);
    expect(plain.filter((line) => CITATIONS.some((pattern) => pattern.test(line)))).toEqual([]);
  });
});
