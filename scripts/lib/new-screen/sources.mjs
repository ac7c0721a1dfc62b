// What `npm run new:screen` reads from the code base: the route table's line for a route, the
// `paths` name of a route, an endpoint's hook and kind, its catalogue call's argument and result
// types, and the fields of that argument type. Plain text reading on purpose: the generator must
// run before the files it creates compile.
import fs from 'node:fs';
import path from 'node:path';

export const ROUTE_TABLE = 'src/app/routeTable.ts';
export const SCREEN_LOADERS = 'src/app/screens.ts';
const PATHS = 'src/routes/paths.ts';

const read = (root, file) => fs.readFileSync(path.join(root, file), 'utf8');
const filesIn = (root, dir) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(dir, name));

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The route table's entry for `route`: its source line, and whether it needs login or has a screen. */
export function findRoute(tableSource, route) {
  const line = tableSource.split('\n').find((candidate) => new RegExp(`^\\s*route\\('${escape(route)}',`).test(candidate));
  if (!line) return undefined;
  return { line, needsLogin: /needsLogin: true/.test(line), hasScreen: /screen:/.test(line) };
}

/** The route table with `screen: true` added to the route's line (its loader goes into SCREEN_LOADERS: `withLoader`). */
export function withScreen(tableSource, route) {
  const entry = findRoute(tableSource, route);
  if (!entry) throw new Error(`${route} is not in ${ROUTE_TABLE}`);
  if (entry.hasScreen) throw new Error(`${route} already has a screen in ${ROUTE_TABLE}`);
  const screen = 'screen: true';
  const updated = /\{ /.test(entry.line)
    ? entry.line.replace('{ ', `{ ${screen}, `)
    : entry.line.replace(/\),\s*$/, `, { ${screen} }),`);
  return tableSource.replace(entry.line, updated);
}

/** The screen loaders with `'route': () => import(modulePath),` added, in the order of the routes (each line stands alone: parallel branches merge). */
export function withLoader(loadersSource, route, modulePath) {
  const lines = loadersSource.split('\n');
  const isLoader = (line) => /^\s*'\/[^']*': \(\) => import\(/.test(line);
  const routeOf = (line) => line.trim().slice(1, line.trim().indexOf("'", 1));
  if (lines.some((line) => isLoader(line) && routeOf(line) === route)) throw new Error(`${route} already has a loader in ${SCREEN_LOADERS}`);
  const loaderLines = lines.map((line, index) => ({ line, index })).filter(({ line }) => isLoader(line));
  if (!loaderLines.length) throw new Error(`no screen loader lines in ${SCREEN_LOADERS}`);
  const after = loaderLines.find(({ line }) => routeOf(line) > route);
  const at = after ? after.index : loaderLines[loaderLines.length - 1].index + 1;
  lines.splice(at, 0, `  '${route}': () => import('${modulePath}'),`);
  return lines.join('\n');
}

/** The name `paths.<name>` gives a route (src/routes/paths.ts), or undefined. */
export function pathName(root, route) {
  const match = read(root, PATHS).match(new RegExp(`export const (\\w+) = '${escape(route)}';`));
  return match?.[1];
}

/** Splits `text` at each top-level `separator` (outside <>, (), {}, [] and quotes). */
function splitTop(text, separators) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if ('<({['.includes(char)) depth += 1;
    else if ('>)}]'.includes(char) && text[index - 1] !== '=') depth -= 1;
    else if (depth === 0 && separators.includes(char)) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * Reads the endpoint `name` in src/api/*Api.ts: its module, kind and the catalogue call it serves.
 * An endpoint is written alone (`name: query(build, domain.call, ...)`) or in a group of calls
 * sharing their tags (`...queries(build, domain, ['a', 'name'], ...)`, src/api/endpoints.ts), where
 * the endpoint serves the domain's call of the same name.
 */
function findEndpoint(root, name) {
  for (const file of filesIn(root, 'src/api').filter((candidate) => candidate.endsWith('Api.ts'))) {
    const source = read(root, file);
    const apiModule = `@/api/${path.basename(file, '.ts')}`;
    const alone = source.match(new RegExp(`\\n\\s*${escape(name)}: (query|pages|mutation)\\(build, \\w+\\.(\\w+)`));
    if (alone) return { apiModule, kind: alone[1], callName: alone[2] };
    for (const group of source.matchAll(/\.\.\.(queries|mutations)\(build, \w+, \[([^\]]*)\]/g)) {
      const names = [...group[2].matchAll(/'(\w+)'/g)].map((quoted) => quoted[1]);
      if (names.includes(name)) return { apiModule, kind: group[1] === 'queries' ? 'query' : 'mutation', callName: name };
    }
  }
  throw new Error(`no call named ${name}: no endpoint of src/api/*Api.ts has that name`);
}

/**
 * An endpoint (its hook is `use<Name>Query` / `Mutation`) and the catalogue call it serves:
 * `call<Arg, Result>(` in src/api/catalogue. `callName` is the catalogue's key (the stories' call).
 */
export function findCall(root, name) {
  const endpoint = findEndpoint(root, name);
  for (const file of filesIn(root, 'src/api/catalogue')) {
    const source = read(root, file);
    const start = source.search(new RegExp(`\\n\\s*${escape(endpoint.callName)}: call<`));
    if (start < 0) continue;
    const open = source.indexOf('call<', start) + 'call<'.length;
    let depth = 1;
    let end = open;
    while (depth > 0 && end < source.length) {
      if (source[end] === '<') depth += 1;
      if (source[end] === '>') depth -= 1;
      end += 1;
    }
    const [arg, result] = splitTop(source.slice(open, end - 1), [',']);
    return { name, arg, result, ...endpoint };
  }
  throw new Error(`${name} serves ${endpoint.callName}, which is not a call of src/api/catalogue`);
}

/** `export type Name = ...;` or `export interface Name extends A { ... }` in src/api/types, as a type expression. */
function declaredType(root, name) {
  for (const file of filesIn(root, 'src/api/types')) {
    const source = read(root, file);
    const found = source.match(new RegExp(`export (type|interface) ${escape(name)}\\b(?!<)`));
    if (!found || found.index === undefined) continue;
    const module = `@/api/types/${path.basename(file, '.ts')}`;
    const rest = source.slice(found.index + found[0].length);
    if (found[1] === 'type') {
      const body = rest.slice(rest.indexOf('=') + 1);
      return { module, expression: splitTop(body, [';'])[0] ?? '' };
    }
    const open = rest.indexOf('{');
    const bases = rest.slice(0, open).replace(/^\s*extends\s*/, '').trim();
    const members = splitTop(rest.slice(open), [';'])[0] ?? '';
    const object = members.slice(0, members.lastIndexOf('}') + 1);
    return { module, expression: [...(bases ? splitTop(bases, [',']) : []), object].join(' & ') };
  }
  return undefined;
}

/** The module declaring a generic type (`PageResult<T>`): its name is imported, its body is not read. */
function genericModule(root, name) {
  const file = filesIn(root, 'src/api/types').find((candidate) => new RegExp(`export (type|interface) ${escape(name)}<`).test(read(root, candidate)));
  return file ? `@/api/types/${path.basename(file, '.ts')}` : undefined;
}

/** Where each type named in `texts` is declared in src/api/types (name -> `@/api/types/<file>`), for imports. */
export function typeModules(root, texts) {
  const modules = {};
  for (const name of new Set(texts.join(' ').match(/\b[A-Z]\w*\b/g) ?? [])) {
    const module = declaredType(root, name)?.module ?? genericModule(root, name);
    if (module) modules[name] = module;
  }
  return modules;
}

const LITERAL = /^(-?\d+(\.\d+)?|'[^']*'|"[^"]*"|true|false)$/;

/** What a field's type is, as far as a form or a query string can fill it. */
function kindOf(root, type, depth) {
  if (type === 'string' || type === 'number' || type === 'boolean') return { kind: type };
  if (/\[\]$/.test(type) || /^(readonly )?Array</.test(type)) return { kind: 'array' };
  const members = splitTop(type, ['|']);
  if (members.length > 0 && members.every((member) => LITERAL.test(member))) return { kind: 'literal', first: members[0] };
  if (/^\w+$/.test(type) && depth < 4) {
    const alias = declaredType(root, type);
    if (alias) return kindOf(root, alias.expression, depth + 1);
  }
  return { kind: 'other' };
}

/** The fields of an object type's body `{ a: string; b?: number }`, or undefined when a member is not a plain field. */
function membersOf(root, body, depth) {
  const inner = body
    .trim()
    .slice(1, -1)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '');
  const fields = [];
  for (const member of splitTop(inner, [';', '\n', ','])) {
    const field = member.match(/^(?:readonly\s+)?(\w+)(\?)?\s*:\s*([\s\S]+)$/);
    if (!field) return undefined;
    const type = field[3].trim();
    fields.push({ name: field[1], optional: Boolean(field[2]), type, ...kindOf(root, type, depth) });
  }
  return fields;
}

/** The fields of a type expression: object bodies, named types, `A & B` and `Partial<A>`; undefined when unreadable. */
function fieldsOf(root, expression, depth = 0) {
  if (depth > 6) return undefined;
  const parts = splitTop(expression, ['&']);
  if (parts.length > 1) {
    const all = new Map();
    for (const part of parts) {
      const fields = fieldsOf(root, part, depth + 1);
      if (!fields) return undefined;
      for (const field of fields) {
        const before = all.get(field.name);
        all.set(field.name, before && !before.optional ? { ...field, optional: false } : field);
      }
    }
    return [...all.values()];
  }
  const part = expression.trim();
  if (part.startsWith('{')) return membersOf(root, part, depth);
  const partial = part.match(/^Partial<([\s\S]+)>$/);
  if (partial) return fieldsOf(root, partial[1], depth + 1)?.map((field) => ({ ...field, optional: true }));
  if (/^\w+$/.test(part)) {
    const declared = declaredType(root, part);
    return declared ? fieldsOf(root, declared.expression, depth + 1) : undefined;
  }
  return undefined;
}

/**
 * A call's argument type: `void` (none), `optional` (`X | void`: the hook may be called without
 * one), `argName` (the type as the code spells it), where it is declared (`module`, to import it)
 * and its fields (`{ name, optional, type, kind }`, kind string | number | boolean | array |
 * literal | other), or `fields: undefined` when the generator cannot read them.
 */
export function readArgType(root, typeText) {
  const parts = splitTop(typeText.trim(), ['|']);
  const rest = parts.filter((part) => part !== 'void');
  if (rest.length === 0) return { void: true, optional: true, argName: 'void', module: undefined, fields: [] };
  const argName = rest.join(' | ');
  const named = /^\w+$/.test(argName) ? declaredType(root, argName) : undefined;
  const fields = rest.length === 1 ? fieldsOf(root, argName) : undefined;
  return { void: false, optional: rest.length < parts.length, argName, module: named?.module, fields };
}
