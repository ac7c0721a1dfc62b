#!/usr/bin/env node
// `npm run size`: what each route of the production build costs on launch, two ways.
//  1. In Chromium (scripts/lib/route-weight.mjs): every JS file loaded from opening the route until
//     the page settles, request layer and launch advert included, against the budgets (issue 9:
//     /home 170 KB gzip, other routes 180 KB).
//  2. From the build manifest: the entry's static closure plus the route's screen chunk closure.
//
//   node scripts/size.mjs [--no-build] [--no-browser]
//
// Runs `vite build --manifest` (production mode, outDir dist) unless --no-build, then reads
// dist/.vite/manifest.json. A route's initial download is the entry chunk and its static `imports`
// closure plus the route's lazy screen chunk and that chunk's static closure. Routes come from
// src/app/routeTable.ts (`route('/home', 'layout', { screen: true })`) and their screens' loaders from
// src/app/screens.ts (`'/home': () => import('@/screens/home/HomeScreen')`); each `import()` is
// resolved to its source file and looked up in the manifest by that file.
// Sizes are gzip (level 9) per file, summed; 1 KB = 1000 bytes (as Vite prints them).
//
// Exported for tests: measureSizes(), checkBudget(), formatTable(), parseRouteTable(), computeSizes().
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseRouteTable, resolveSource, ROOT, ROUTE_TABLE } from './lib/route-table.mjs';
import { budgetKb, GUEST_PATHS, measureRouteWeights } from './lib/route-weight.mjs';

export { parseRouteTable, resolveSource, ROOT, ROUTE_TABLE };
/** Issue 4: the home route must stay under this much initial JS (gzip). */
export const HOME_JS_BUDGET_KB = 160;

export const kb = (bytes) => bytes / 1000;
const fmt = (bytes) => `${kb(bytes).toFixed(1)} KB`;

/** Static-import closure of a manifest key (the chunk itself included). */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js') || chunk.file.endsWith('.mjs')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js, css };
}

function gzipSizer(distDir) {
  const cache = new Map();
  return (files) => {
    let total = 0;
    for (const file of files) {
      if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
      total += cache.get(file);
    }
    return total;
  };
}

/**
 * Sizes from a manifest. `routes` as returned by parseRouteTable. Result:
 * `{ entry: { js, css, files }, routes: [{ path, source, chunk, js, css, ownJs, note }] }`, bytes gzip.
 */
export function computeSizes(manifest, distDir, routes, routeTableFile = ROUTE_TABLE, root = ROOT) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest.');
  const gzip = gzipSizer(distDir);
  const entryKeys = closure(manifest, entryKey);
  const entryFiles = filesOf(manifest, entryKeys);
  const entry = {
    key: entryKey,
    js: gzip(entryFiles.js),
    css: gzip(entryFiles.css),
    files: [...entryFiles.js, ...entryFiles.css],
  };

  const measured = routes.map((route) => {
    const source = route.specifier ? resolveSource(route.specifier, routeTableFile, root) : null;
    const chunkKey = source && manifest[source] ? source : null;
    const keys = new Set(entryKeys);
    if (chunkKey) closure(manifest, chunkKey, keys);
    const files = filesOf(manifest, keys);
    const js = gzip(files.js);
    let note = '';
    if (!route.specifier) note = route.screen.startsWith('(none') ? 'coming-soon page, no own chunk' : `no import() in ${route.screen}`;
    else if (!source) note = `cannot resolve ${route.specifier}`;
    else if (!chunkKey) note = `${source} is not a lazy chunk (bundled with the entry)`;
    return {
      path: route.path,
      source,
      chunk: chunkKey ? manifest[chunkKey].file : null,
      js,
      css: gzip(files.css),
      ownJs: js - entry.js,
      note,
    };
  });
  return { entry, routes: measured };
}

function readManifest(distDir) {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${relative(ROOT, file)} not found: build with --manifest first.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Builds (unless `build: false`) and measures. */
export function measureSizes({ build = true, root = ROOT, outDir = 'dist', quiet = false } = {}) {
  if (build) {
    const result = spawnSync('npx', ['vite', 'build', '--manifest', '--outDir', outDir], {
      cwd: root,
      stdio: quiet ? 'pipe' : 'inherit',
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      throw new Error(`vite build failed (exit ${result.status})${quiet ? `\n${result.stdout}\n${result.stderr}` : ''}`);
    }
  }
  const distDir = join(root, outDir);
  return computeSizes(readManifest(distDir), distDir, parseRouteTable(ROUTE_TABLE, root), ROUTE_TABLE, root);
}

/** Initial JS of one route, in KB (gzip). Throws if the route is not in the table. */
export function routeJsKb(report, path) {
  const route = report.routes.find((r) => r.path === path);
  if (!route) throw new Error(`Route ${path} is not in ${ROUTE_TABLE}.`);
  return kb(route.js);
}

/** `{ ok, actualKb, budgetKb, path }`: is the route's initial JS (gzip) within the budget? */
export function checkBudget(report, path = '/home', budgetKb = HOME_JS_BUDGET_KB) {
  const actualKb = routeJsKb(report, path);
  return { ok: actualKb <= budgetKb, actualKb, budgetKb, path };
}

/**
 * Text table. Routes sharing one screen module (e.g. the coming-soon page) are folded into a
 * single row so 89 routes stay readable.
 */
export function formatTable(report) {
  const rows = [['route', 'JS gzip', 'CSS gzip', 'own JS', 'screen chunk source']];
  rows.push(['(entry)', fmt(report.entry.js), fmt(report.entry.css), '-', report.entry.key]);
  const bySource = new Map();
  for (const route of report.routes) {
    const key = route.source ?? route.note;
    if (!bySource.has(key)) bySource.set(key, []);
    bySource.get(key).push(route);
  }
  for (const group of bySource.values()) {
    const [first] = group;
    const label =
      group.length === 1
        ? first.path
        : `${group.length} routes (${group.slice(0, 2).map((r) => r.path).join(', ')}${group.length > 2 ? ', ...' : ''})`;
    const source = first.source && first.note ? `${first.source} [${first.note}]` : (first.source ?? `[${first.note}]`);
    rows.push([label, fmt(first.js), fmt(first.css), fmt(first.ownJs), source]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 || column === row.length - 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** One route per screen module, and one for the coming-soon page (they load the same files). */
export function distinctScreenRoutes(routes) {
  const seen = new Set();
  return routes.filter((route) => {
    const key = route.specifier ?? '(coming soon)';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Text table of the browser figures against the budgets. */
export function formatWeights(weights) {
  const rows = weights.map(({ path, url, visitor, files, bytes, cssBytes = 0 }) => {
    const budget = budgetKb(path);
    const verdict = kb(bytes) <= budget ? 'within' : 'OVER';
    return `${`${url} (${visitor})`.padEnd(42)} ${fmt(bytes).padStart(9)} ${String(files.length).padStart(6)}   ${`${budget} KB ${verdict}`.padEnd(13)} ${fmt(cssBytes).padStart(8)}`;
  });
  return [`${'route (opened as)'.padEnd(42)} ${'JS gzip'.padStart(9)} ${'files'.padStart(6)}   ${'JS budget'.padEnd(13)} ${'CSS gzip'.padStart(8)}`, ...rows].join('\n');
}

async function main() {
  const build = !process.argv.includes('--no-build');
  const report = measureSizes({ build });
  if (!process.argv.includes('--no-browser')) {
    const paths = distinctScreenRoutes(parseRouteTable()).map((route) => route.path);
    // every route as the seeded buyer (login-only routes show their screen), and a few as a guest
    // too: /home (the launch advert shows to a guest only) and two login-only routes (the guest
    // is sent to the login page)
    const weights = [
      ...(await measureRouteWeights({ root: ROOT, distDir: join(ROOT, 'dist'), paths })),
      ...(await measureRouteWeights({ root: ROOT, distDir: join(ROOT, 'dist'), paths: GUEST_PATHS, guest: true })),
    ];
    console.log('\nJS (and CSS) loaded before the page settles, in Chromium (gzip; one route per screen, the coming-soon page once)\n');
    console.log(formatWeights(weights));
  }
  console.log('\nInitial download per route (gzip, entry closure + lazy screen closure; 1 KB = 1000 B)\n');
  console.log(formatTable(report));
  const home = checkBudget(report);
  console.log(`\n/home initial JS gzip: ${home.actualKb.toFixed(1)} KB`);
  console.log(`(budget ${home.budgetKb} KB: ${home.ok ? 'within' : 'OVER'})`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error('[size]', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
