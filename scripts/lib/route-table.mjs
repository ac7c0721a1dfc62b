// The route table read as source (src/app/routeTable.ts, and the screen loaders beside it in
// src/app/screens.ts), for build tooling that cannot import the app: the size report, and the boot
// loader that preloads the opening route's chunks.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const ROUTE_TABLE = 'src/app/routeTable.ts';
/** The screen loaders, a chunk of their own (`'/home': () => import('@/screens/home/HomeScreen')`), beside the route table. */
export const SCREEN_LOADERS = 'src/app/screens.ts';

/** The screen loaders file of a route table: `screens.ts` in the same folder. */
export function screenLoadersFile(tableFile = ROUTE_TABLE) {
  return toPosix(join(dirname(tableFile), 'screens.ts'));
}

const SOURCE_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

const toPosix = (path) => path.split('\\').join('/');

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

/** `name: true` in an object literal. */
function isTrue(objectLiteral, name) {
  return objectLiteral.properties.some(
    (property) => propertyName(property) === name && ts.isPropertyAssignment(property) && property.initializer.kind === ts.SyntaxKind.TrueKeyword,
  );
}

/** A route table element: `{ path: '/x', screen }` or a helper call `route('/x', ..., { screen })`. */
function routeOfElement(element) {
  if (ts.isObjectLiteralExpression(element)) {
    const path = stringProperty(element, 'path');
    return path ? { path, screenNode: screenOf(element), needsLogin: isTrue(element, 'needsLogin') } : null;
  }
  if (ts.isCallExpression(element)) {
    const [first, ...rest] = element.arguments;
    if (first && ts.isStringLiteralLike(first) && first.text.startsWith('/')) {
      const options = rest.find((argument) => ts.isObjectLiteralExpression(argument));
      return { path: first.text, screenNode: options ? screenOf(options) : null, needsLogin: options ? isTrue(options, 'needsLogin') : false };
    }
    return first && ts.isObjectLiteralExpression(first) ? routeOfElement(first) : null;
  }
  return null;
}

/**
 * Reads the screen loaders: every property `'/path': () => import('...')` of an object literal.
 * Returns a Map path -> import specifier (empty when the file does not exist).
 */
export function parseScreenLoaders(file = SCREEN_LOADERS, root = ROOT) {
  const loaders = new Map();
  if (!existsSync(join(root, file))) return loaders;
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && ts.isStringLiteralLike(node.name) && node.name.text.startsWith('/')) {
      const specifier = firstImportCall(node.initializer);
      if (specifier) loaders.set(node.name.text, specifier);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return loaders;
}

/**
 * Reads the route table: every element of an array literal that is `{ path: '/x', screen: true }` or
 * a helper call `route('/x', area, { screen: true })`, with the import specifier of its screen from
 * the screen loaders beside it (`parseScreenLoaders`). A route without `screen` shows the shared
 * coming-soon page. Returns `[{ path, specifier, screen, needsLogin }]`; `specifier` is null when the
 * route has no loader of its own; `screen` says what the route shows, in words; `needsLogin` is true
 * for a route written `needsLogin: true` (login-only: a guest is sent to /login).
 */
export function parseRouteTable(file = ROUTE_TABLE, root = ROOT) {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const loaders = parseScreenLoaders(screenLoadersFile(file), root);
  const routes = [];
  const visit = (node) => {
    if (ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements) {
        const found = routeOfElement(element);
        if (found) routes.push(found);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes.map(({ path, screenNode, needsLogin }) => {
    if (!screenNode) return { path, specifier: null, screen: '(none: coming-soon page)', needsLogin };
    const specifier = loaders.get(path) ?? null;
    const screen = specifier ? `() => import('${specifier}')` : `screen: ${screenNode.getText(source)}, no loader in ${screenLoadersFile(file)}`;
    return { path, specifier, screen, needsLogin };
  });
}
