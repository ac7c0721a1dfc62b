#!/usr/bin/env node
// `npm run size`: initial JS and CSS (gzip) of the production build, for the entry and per route.
//
//   node scripts/size.mjs [--no-build]
//
// Runs `vite build --manifest` (production mode, outDir dist) unless --no-build, then reads
// dist/.vite/manifest.json. A route's initial download is the entry chunk and its static `imports`
// closure plus the route's lazy screen chunk and that chunk's static closure. Routes come from
// src/app/routeTable.ts (`{ path: '/home', screen: () => import('../screens/home/HomeScreen'), ... }`);
// each `import()` is resolved to its source file and looked up in the manifest by that file.
// Sizes are gzip (level 9) per file, summed; 1 KB = 1000 bytes (as Vite prints them).
//
// Exported for tests: measureSizes(), checkBudget(), formatTable(), parseRouteTable(), computeSizes().
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ROUTE_TABLE = 'src/app/routeTable.ts';
/** Issue 4: the home route must stay under this much initial JS (gzip). */
export const HOME_JS_BUDGET_KB = 160;

const SOURCE_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

const toPosix = (path) => path.split('\\').join('/');
export const kb = (bytes) => bytes / 1000;
const fmt = (bytes) => `${kb(bytes).toFixed(1)} KB`;

/** Import specifier as written in the route table -> source file relative to the root, if it exists. */
export function resolveSource(specifier, fromFile, root = ROOT) {
  let base;
  if (specifier.startsWith('@/')) base = join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('@mocks/')) base = join(root, 'mocks', specifier.slice(7));
  else if (specifier.startsWith('.')) base = resolve(dirname(join(root, fromFile)), specifier);
  else return null;
  for (const extension of SOURCE_EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return toPosix(relative(root, candidate));
  }
  return null;
}

function firstImportCall(node) {
  let found = null;
  const visit = (child) => {
    if (found) return;
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteralLike(child.arguments[0])
    ) {
      found = child.arguments[0].text;
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function propertyName(property) {
  const { name } = property;
  if (!name) return null;
  if (ts.isIdentifier(name) || ts.isStringLiteralLike(name)) return name.text;
  return null;
}

function screenOf(objectLiteral) {
  for (const property of objectLiteral.properties) {
    if (propertyName(property) !== 'screen') continue;
    if (ts.isPropertyAssignment(property)) return property.initializer;
    if (ts.isShorthandPropertyAssignment(property)) return property.name;
    if (ts.isMethodDeclaration(property)) return property;
  }
  return null;
}

function stringProperty(objectLiteral, name) {
  for (const property of objectLiteral.properties) {
    if (propertyName(property) === name && ts.isPropertyAssignment(property) && ts.isStringLiteralLike(property.initializer)) {
      return property.initializer.text;
    }
  }
  return null;
}

/** A route table element: `{ path: '/x', screen }` or a helper call `route('/x', ..., { screen })`. */
function routeOfElement(element) {
  if (ts.isObjectLiteralExpression(element)) {
    const path = stringProperty(element, 'path');
    return path ? { path, screenNode: screenOf(element) } : null;
  }
  if (ts.isCallExpression(element)) {
    const [first, ...rest] = element.arguments;
    if (first && ts.isStringLiteralLike(first) && first.text.startsWith('/')) {
      const options = rest.find((argument) => ts.isObjectLiteralExpression(argument));
      return { path: first.text, screenNode: options ? screenOf(options) : null };
    }
    return first && ts.isObjectLiteralExpression(first) ? routeOfElement(first) : null;
  }
  return null;
}

/**
 * Reads the route table: every element of an array literal that is `{ path: '/x', screen }` or a
 * helper call `route('/x', area, { screen })`. `screen` may be an inline `() => import('...')` or a
 * name declared in the same file whose initializer contains one. A route without a `screen` shows the
 * shared coming-soon page. Returns `[{ path, specifier, screen }]`; `specifier` is null when the
 * route has no import() of its own.
 */
export function parseRouteTable(file = ROUTE_TABLE, root = ROOT) {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const declarations = new Map();
  const routes = [];
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      declarations.set(node.name.text, node.initializer);
    }
    if (ts.isFunctionDeclaration(node) && node.name) declarations.set(node.name.text, node);
    if (ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements) {
        const found = routeOfElement(element);
        if (found) routes.push(found);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes.map(({ path, screenNode }) => {
    if (!screenNode) return { path, specifier: null, screen: '(none: coming-soon page)' };
    let specifier = firstImportCall(screenNode);
    let screen = screenNode.getText(source).replace(/\s+/g, ' ');
    if (!specifier && ts.isIdentifier(screenNode)) {
      const declared = declarations.get(screenNode.text);
      if (declared) specifier = firstImportCall(declared);
      screen = screenNode.text;
    }
    return { path, specifier, screen };
  });
}

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

function main() {
  const build = !process.argv.includes('--no-build');
  const report = measureSizes({ build });
  console.log('\nInitial download per route (gzip, entry closure + lazy screen closure; 1 KB = 1000 B)\n');
  console.log(formatTable(report));
  const home = checkBudget(report);
  console.log(`\n/home initial JS gzip: ${home.actualKb.toFixed(1)} KB`);
  console.log(`(budget ${home.budgetKb} KB: ${home.ok ? 'within' : 'OVER'})`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error('[size]', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
