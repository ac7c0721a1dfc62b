// What `npm run new:screen` reads from the code base: the route table's line for a route, and a
// catalogue call's argument and result types, endpoint kind and hook. Plain text reading on
// purpose: the generator must run before the files it creates compile.
import fs from 'node:fs';
import path from 'node:path';

export const ROUTE_TABLE = 'src/app/routeTable.ts';

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

/** The route table with `screen: () => import(modulePath)` added to the route's line. */
export function withScreen(tableSource, route, modulePath) {
  const entry = findRoute(tableSource, route);
  if (!entry) throw new Error(`${route} is not in ${ROUTE_TABLE}`);
  if (entry.hasScreen) throw new Error(`${route} already has a screen in ${ROUTE_TABLE}`);
  const screen = `screen: () => import('${modulePath}')`;
  const updated = /\{ /.test(entry.line)
    ? entry.line.replace('{ ', `{ ${screen}, `)
    : entry.line.replace(/\),\s*$/, `, { ${screen} }),`);
  return tableSource.replace(entry.line, updated);
}

/** Splits `A, B` at the top-level comma of a generic argument list. */
function splitTypeArguments(text) {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '<' || char === '(' || char === '{' || char === '[') depth += 1;
    else if (char === '>' || char === ')' || char === '}' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) return [text.slice(0, index).trim(), text.slice(index + 1).trim()];
  }
  throw new Error(`cannot read the type arguments <${text}>`);
}

/** Reads `call<Arg, Result>(` in src/api/catalogue for `name`. */
export function findCall(root, name) {
  for (const file of filesIn(root, 'src/api/catalogue')) {
    const source = read(root, file);
    const start = source.search(new RegExp(`\\n\\s*${escape(name)}: call<`));
    if (start < 0) continue;
    const open = source.indexOf('call<', start) + 'call<'.length;
    let depth = 1;
    let end = open;
    while (depth > 0 && end < source.length) {
      if (source[end] === '<') depth += 1;
      if (source[end] === '>') depth -= 1;
      end += 1;
    }
    const [arg, result] = splitTypeArguments(source.slice(open, end - 1));
    return { name, arg, result, ...findEndpoint(root, name) };
  }
  throw new Error(`no call named ${name} in src/api/catalogue`);
}

/** The domain API file that serves the call, and its endpoint kind (query | pages | mutation). */
function findEndpoint(root, name) {
  for (const file of filesIn(root, 'src/api').filter((candidate) => candidate.endsWith('Api.ts'))) {
    const match = read(root, file).match(new RegExp(`\\b${escape(name)}: (query|pages|mutation)\\(build`));
    if (match) return { apiModule: `@/api/${path.basename(file, '.ts')}`, kind: match[1] };
  }
  throw new Error(`no endpoint serves ${name} in src/api/*Api.ts`);
}

/**
 * Where an argument type is declared (`@/api/types/<file>`), and its required fields when they are
 * all flat (`name: string;`, `name: number;`), so the screen can read them from the route's query.
 */
export function readArgType(root, typeName) {
  for (const file of filesIn(root, 'src/api/types')) {
    const match = read(root, file).match(new RegExp(`export (?:interface ${escape(typeName)} \\{|type ${escape(typeName)} = \\{)([^}]*)\\}`));
    if (!match) continue;
    const module = `@/api/types/${path.basename(file, '.ts')}`;
    const fields = [];
    for (const line of match[1].split('\n').map((text) => text.trim())) {
      if (!line || line.startsWith('/') || line.startsWith('*')) continue;
      const field = line.match(/^(\w+)(\?)?: (string|number);$/);
      if (!field) return { module, fields: undefined };
      if (!field[2]) fields.push({ name: field[1], type: field[3] });
    }
    return { module, fields };
  }
  return { module: undefined, fields: undefined };
}
