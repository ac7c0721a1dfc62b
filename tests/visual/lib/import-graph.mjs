// The source graph of the stories, for `--changed`: which files a story file runs, found with the
// parser and resolver Storybook itself uses for change detection (oxc-parser reads each module's
// import records, oxc-resolver resolves them with tsconfig.json's paths). Static and dynamic
// imports are kept apart: the preview's lazy route table must not make every screen global.
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';
import { ResolverFactory } from 'oxc-resolver';

/** Modules the graph reads; anything else (CSS, images, JSON) is a leaf. */
const PARSED = /\.(tsx?|jsx?|mjs)$/;

/** Repository-relative, with forward slashes: how files are named in the graph and in git. */
function relativeTo(root, file) {
  return path.relative(root, file).split(path.sep).join('/');
}

/** `import.meta.glob('./areas/*.ts')` patterns: a call on import.meta's `glob` with string arguments. */
function globPatterns(program) {
  const patterns = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const callee = node.type === 'CallExpression' ? node.callee : undefined;
    if (callee?.type === 'MemberExpression' && callee.object?.type === 'MetaProperty' && callee.property?.name === 'glob') {
      const [first] = node.arguments;
      const literals = first?.type === 'ArrayExpression' ? first.elements : [first];
      for (const literal of literals) {
        if (literal?.type === 'Literal' && typeof literal.value === 'string' && !literal.value.startsWith('!')) patterns.push(literal.value);
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'parent' && value && typeof value === 'object') visit(value);
  };
  visit(program);
  return patterns;
}

/**
 * What one module imports: `static` (import / export ... from, not `import type`), `dynamic`
 * (`import('...')` with a string) and `globs` (import.meta.glob patterns, eager or lazy: both
 * are part of the module's output).
 */
export function importsOf(fileName, source) {
  const { module, program, errors } = parseSync(fileName, source);
  if (errors.length) throw new Error(`${fileName}: ${errors[0].message}`);
  const isTypeOnly = (entries) => entries.length > 0 && entries.every((entry) => entry.isType);
  const staticImports = [
    ...module.staticImports.filter((record) => !isTypeOnly(record.entries)).map((record) => record.moduleRequest.value),
    ...module.staticExports.flatMap((record) =>
      record.entries.filter((entry) => entry.moduleRequest && !entry.isType).map((entry) => entry.moduleRequest.value),
    ),
  ];
  const dynamicImports = module.dynamicImports
    .map(({ moduleRequest }) => source.slice(moduleRequest.start, moduleRequest.end).trim())
    .filter((text) => /^(['"`])[^'"`$]*\1$/.test(text))
    .map((text) => text.slice(1, -1));
  const globs = module.importMetas.length ? globPatterns(program) : [];
  return { static: [...new Set(staticImports)], dynamic: [...new Set(dynamicImports)], globs };
}

function globToRegExp(pattern) {
  let out = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i];
    if (char === '*' && pattern[i + 1] === '*') {
      out += pattern[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += pattern[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') out += '[^/]*';
    else if (char === '?') out += '[^/]';
    else out += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.name === 'node_modules') return [];
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The files a relative glob of `importer` matches. */
function expandGlob(importer, pattern) {
  if (!pattern.startsWith('./') && !pattern.startsWith('../')) return [];
  const absolute = path.resolve(path.dirname(importer), pattern).split(path.sep).join('/');
  const base = absolute.slice(0, absolute.search(/[*?{[]/)).replace(/\/[^/]*$/, '');
  const matcher = globToRegExp(absolute);
  return filesUnder(base).filter((file) => matcher.test(file.split(path.sep).join('/')));
}

/**
 * Reads the modules reachable from `entries` (repository-relative paths) and returns the graph:
 * file -> { static: files, dynamic: files }, only files inside `root` and outside node_modules.
 * Package imports are leaves: a dependency change shows in package-lock.json, a global input.
 */
export function buildImportGraph(root, entries) {
  const resolver = new ResolverFactory({
    tsconfig: { configFile: path.join(root, 'tsconfig.json') },
    extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    conditionNames: ['browser', 'import', 'module', 'default'],
    mainFields: ['browser', 'module', 'main'],
  });
  const inside = (file) => file.startsWith(root + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`);
  const resolveFrom = (importer, specifier) => {
    const request = specifier.split('?')[0];
    const { path: resolved } = resolver.sync(path.dirname(importer), request);
    return resolved && inside(resolved) ? relativeTo(root, resolved) : undefined;
  };
  const graph = new Map();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop();
    if (graph.has(file)) continue;
    const absolute = path.join(root, file);
    const edges = { static: [], dynamic: [] };
    graph.set(file, edges);
    if (!PARSED.test(file) || !fs.existsSync(absolute)) continue;
    const imports = importsOf(absolute, fs.readFileSync(absolute, 'utf8'));
    edges.static = imports.static.map((specifier) => resolveFrom(absolute, specifier)).filter(Boolean);
    edges.static.push(...imports.globs.flatMap((pattern) => expandGlob(absolute, pattern)).map((found) => relativeTo(root, found)));
    edges.dynamic = imports.dynamic.map((specifier) => resolveFrom(absolute, specifier)).filter(Boolean);
    queue.push(...edges.static, ...edges.dynamic);
  }
  return graph;
}
