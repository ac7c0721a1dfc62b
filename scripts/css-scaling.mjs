#!/usr/bin/env node
// `npm run css-scaling`: does what /home loads grow with the number of screens? Copies the
// repository (its files as git sees them, uncommitted changes included; node_modules linked) to a
// temporary folder, builds the production app there and measures /home in Chromium (the JS and
// the CSS loaded before the page settles, gzip, as `npm run size` does); then gives every route of
// src/app/routeTable.ts still without a `screen` a stub screen with a CSS module of its own (about
// 0.4 KB gzip, like a real screen's), builds again and measures again. Prints both, with the
// entry's stylesheet and all the CSS the build emits. Nothing is written to the repository.
//
//   node scripts/css-scaling.mjs [--keep]   (--keep leaves the temporary copy and prints its path)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseRouteTable, ROOT, ROUTE_TABLE, SCREEN_LOADERS } from './lib/route-table.mjs';
import { withLoader, withScreen } from './lib/new-screen/sources.mjs';
import { measureRouteWeights } from './lib/route-weight.mjs';

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** `/mine/pointsHall` -> `MinePointsHall` */
export function stubName(path) {
  const words = path.split(/[/:_-]+/).filter(Boolean);
  return words.map((word) => word[0].toUpperCase() + word.slice(1)).join('') || 'Root';
}

/**
 * A stub screen's CSS module: the kind of rules a screen of this app has (page, header, a list of
 * cards with picture, title and price), its numbers varied by `seed` so that no two stubs compress
 * alike. About 0.4 KB gzip once built (class names hashed, minified).
 */
export function stubCss(seed) {
  const n = (base, spread) => base + ((seed * 7919 + base * 31) % spread);
  return `.page {
  min-height: 100vh;
  padding: ${n(8, 8)}px ${n(12, 6)}px calc(${n(56, 10)}px + env(safe-area-inset-bottom));
  background: #f${(seed % 10).toString()}f${((seed + 3) % 10).toString()}f5;
}
.header {
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${n(10, 8)}px;
  font-size: ${n(15, 4)}px;
  font-weight: 600;
  color: #2${seed % 10}2${(seed + 1) % 10}2${(seed + 2) % 10};
}
.list {
  display: grid;
  grid-template-columns: repeat(${1 + (seed % 2)}, minmax(0, 1fr));
  gap: ${n(8, 6)}px;
}
.card {
  display: flex;
  gap: ${n(8, 6)}px;
  padding: ${n(10, 6)}px;
  border-radius: ${n(6, 6)}px;
  background: #fff;
  box-shadow: 0 1px ${n(3, 4)}px rgba(0, 0, 0, 0.0${n(4, 5)});
}
.thumb {
  flex: none;
  width: ${n(72, 24)}px;
  height: ${n(72, 24)}px;
  border-radius: ${n(4, 4)}px;
  object-fit: cover;
}
.title {
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  font-size: ${n(13, 3)}px;
  line-height: 1.${n(3, 3)};
}
.price {
  color: #c8161d;
  font-size: ${n(15, 3)}px;
  font-weight: 600;
}
`;
}

function stubScreen(name) {
  return `import styles from './${name}Screen.module.css';

/** A stub for scripts/css-scaling.mjs: a screen of the usual shape, its own CSS module. */
export default function ${name}Screen() {
  return (
    <div className={styles.page}>
      <div className={styles.header}>${name}</div>
      <div className={styles.list}>
        <div className={styles.card}>
          <img className={styles.thumb} alt="" />
          <div>
            <div className={styles.title}>${name}</div>
            <div className={styles.price}>0</div>
          </div>
        </div>
      </div>
    </div>
  );
}
`;
}

/** Writes a stub screen for every route without one, marks it in the route table and adds its loader. Returns how many. */
export function addStubScreens(root) {
  const routes = parseRouteTable(ROUTE_TABLE, root).filter((route) => !route.specifier);
  const tableFile = join(root, ROUTE_TABLE);
  const loadersFile = join(root, SCREEN_LOADERS);
  let table = readFileSync(tableFile, 'utf8');
  let loaders = readFileSync(loadersFile, 'utf8');
  const folder = join(root, 'src/screens/stubs');
  mkdirSync(folder, { recursive: true });
  routes.forEach((route, index) => {
    const name = stubName(route.path);
    writeFileSync(join(folder, `${name}Screen.tsx`), stubScreen(name));
    writeFileSync(join(folder, `${name}Screen.module.css`), stubCss(index + 1));
    table = withScreen(table, route.path);
    loaders = withLoader(loaders, route.path, `@/screens/stubs/${name}Screen`);
  });
  writeFileSync(tableFile, table);
  writeFileSync(loadersFile, loaders);
  return routes.length;
}

/** The repository's files as git lists them (tracked and untracked, not ignored) into `target`. */
function copyRepository(target) {
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    try {
      cpSync(join(ROOT, file), join(target, file));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error; // deleted in the work tree, not yet in git
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(target, 'node_modules'), 'dir');
}

function build(root) {
  const result = spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`vite build failed in ${root}`);
}

/** /home in Chromium (buyer and guest), and the build's stylesheets. */
async function measure(root, label, screens) {
  const distDir = join(root, 'dist');
  const [buyer] = await measureRouteWeights({ root, distDir, paths: ['/home'] });
  const [guest] = await measureRouteWeights({ root, distDir, paths: ['/home'], guest: true });
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const entryCss = [...new Set([entry, ...(entry.imports ?? []).map((key) => manifest[key])].flatMap((chunk) => chunk?.css ?? []))];
  const stylesheets = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.css'));
  const errors = [...buyer.errors, ...guest.errors];
  if (errors.length) throw new Error(`/home failed to run (${label}): ${errors.join('; ')}`);
  return {
    label,
    screens,
    homeCss: buyer.cssBytes,
    homeCssFiles: buyer.css.length,
    homeJs: buyer.bytes,
    guestCss: guest.cssBytes,
    guestJs: guest.bytes,
    entryCss: entryCss.reduce((sum, file) => sum + gzip(join(distDir, file)), 0),
    allCss: stylesheets.reduce((sum, file) => sum + gzip(join(distDir, 'assets', file)), 0),
    stylesheets: stylesheets.length,
  };
}

function print(rows) {
  const columns = [
    ['', (row) => row.label],
    ['screens', (row) => String(row.screens)],
    ['/home CSS', (row) => `${kb(row.homeCss)} (${row.homeCssFiles})`],
    ['/home JS', (row) => kb(row.homeJs)],
    ['guest /home CSS', (row) => kb(row.guestCss)],
    ['guest /home JS', (row) => kb(row.guestJs)],
    ["entry's CSS", (row) => kb(row.entryCss)],
    ['all CSS built', (row) => `${kb(row.allCss)} (${row.stylesheets} files)`],
  ];
  const table = [columns.map(([title]) => title), ...rows.map((row) => columns.map(([, cell]) => cell(row)))];
  const widths = columns.map((_, column) => Math.max(...table.map((line) => line[column].length)));
  console.log('\nWhat /home loads before it settles, in Chromium (gzip level 9; 1 KB = 1000 B)\n');
  for (const line of table) console.log(line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}

async function main() {
  const keep = process.argv.includes('--keep');
  const root = mkdtempSync(join(tmpdir(), 'tea-mall-css-scaling-'));
  try {
    copyRepository(root);
    build(root);
    const before = await measure(root, 'as it is', new Set(parseRouteTable(ROUTE_TABLE, root).filter((route) => route.specifier).map((route) => route.specifier)).size);
    const stubs = addStubScreens(root);
    console.log(`\n${stubs} stub screens added (${before.screens} screens before); building again`);
    build(root);
    const after = await measure(root, 'with a stub on every route', before.screens + stubs);
    print([before, after]);
  } finally {
    if (keep) console.log(`\nkept: ${root}`);
    else rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((error) => {
    console.error('[css-scaling]', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
