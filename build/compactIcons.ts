import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * antd-mobile-icons ships each icon as a module of its own (2.3-3 KB of source): the same `<svg>`
 * wrapper written out again in every one, an `id` on each element (two icons of a kind on a page
 * make duplicate ids), and a transparent 48x48 `<rect>` from the design tool. Its paths are what
 * draws; the rest is repeated. This plugin compiles each icon module to its element tree as data
 * plus one shared wrapper, which renders the same `<svg>` (size, viewBox, alignment, class, the
 * props passed) and the same shapes: the icons on a page cost about half as much JS.
 * No option of the package and no kept library does this for a React icon set (svgo works on SVG
 * files, not on compiled React modules), hence this small build step. The stories use it too
 * (it is in the Vite config both builds share), so their pictures show exactly what the app draws.
 */

/** An element of an icon: tag, attributes, children. */
export type IconNode = [tag: string, attributes: Record<string, unknown>, children: IconNode[]];

export interface IconTree {
  viewBox: string;
  /** the children of the `<svg>` */
  body: IconNode[];
}

const ICON_MODULE = /[\\/]node_modules[\\/]antd-mobile-icons[\\/]es[\\/]([A-Z]\w*)\.js$/;

/** Decimal places kept in path data: 0.005 of a 48-unit view box is 0.0025 px at 24 px. */
const PATH_DECIMALS = 2;

/**
 * Path data with its numbers rounded to PATH_DECIMALS (the design tool writes 8). A number that
 * directly follows another (`1.5.5`) is kept apart by a space, so rounding never merges two.
 */
export function roundPath(d: string): string {
  return d.replace(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/gi, (number, offset: number, whole: string) => {
    const rounded = String(Number(Number(number).toFixed(PATH_DECIMALS)));
    const before = whole[offset - 1] ?? '';
    return /[\d.]/.test(before) && !rounded.startsWith('-') ? ` ${rounded}` : rounded;
  });
}

/** An invisible shape: the design tool's transparent frame. */
function invisible(attributes: Record<string, unknown>): boolean {
  return attributes.opacity === 0 || attributes.opacity === '0';
}

/** Not an icon module of the expected shape: the module is then left as it is. */
class NotAnIcon extends Error {}

interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function expectNode(value: unknown, type: string): Node {
  if (!isNode(value) || value.type !== type) throw new NotAnIcon();
  return value;
}

/** A literal attribute value (a string, a number, a boolean, or a negative number). */
function literal(value: unknown): string | number | boolean {
  const node = expectNode(value, isNode(value) && value.type === 'UnaryExpression' ? 'UnaryExpression' : 'Literal');
  if (node.type === 'UnaryExpression') {
    const operand = literal(node.argument);
    if (node.operator !== '-' || typeof operand !== 'number') throw new NotAnIcon();
    return -operand;
  }
  if (typeof node.value !== 'string' && typeof node.value !== 'number' && typeof node.value !== 'boolean') throw new NotAnIcon();
  return node.value;
}

/** `{ a: "1", b: 2 }` (or `null`) -> its entries; anything but plain literal properties is not an icon. */
function attributesOf(value: unknown): Record<string, string | number | boolean> {
  if (isNode(value) && value.type === 'Literal' && value.value === null) return {};
  const properties = expectNode(value, 'ObjectExpression').properties as unknown[];
  return Object.fromEntries(
    properties.map((property) => {
      const { key, value: propertyValue, computed, kind } = expectNode(property, 'Property');
      if (computed || kind !== 'init') throw new NotAnIcon();
      return [expectNode(key, 'Identifier').name as string, literal(propertyValue)];
    }),
  );
}

/** `React.createElement(...)`'s arguments. */
function createElementArguments(value: unknown): unknown[] {
  const call = expectNode(value, 'CallExpression');
  const callee = expectNode(call.callee, 'MemberExpression');
  if (expectNode(callee.object, 'Identifier').name !== 'React' || expectNode(callee.property, 'Identifier').name !== 'createElement') throw new NotAnIcon();
  return call.arguments as unknown[];
}

/** A shape (and its children), ids dropped, path numbers rounded; null for the invisible frame. */
function toNode(value: unknown): IconNode | null {
  const [tag, props, ...children] = createElementArguments(value);
  const type = literal(tag);
  if (typeof type !== 'string') throw new NotAnIcon();
  const attributes = attributesOf(props);
  if (invisible(attributes)) return null;
  const kept = Object.entries(attributes)
    .filter(([name]) => name !== 'id')
    .map(([name, attribute]) => [name, name === 'd' && typeof attribute === 'string' ? roundPath(attribute) : attribute]);
  return [type, Object.fromEntries(kept), children.map(toNode).filter((node): node is IconNode => node !== null)];
}

/** The wrapper every icon module writes out: exactly what build/iconRuntime.ts renders. */
const WRAPPER = { width: '1em', height: '1em', xmlns: 'http://www.w3.org/2000/svg', xmlnsXlink: 'http://www.w3.org/1999/xlink' };

/**
 * Reads an antd-mobile-icons module (`import * as React from "react"; function X(props) { return
 * React.createElement("svg", Object.assign({ width, height, viewBox, xmlns, xmlnsXlink }, props,
 * { style, className }), ...shapes); } export default X;`) from its syntax tree (`parse`: Vite's
 * parser), without running it; null when the module is not of that shape.
 */
export function readIcon(code: string, parse: (code: string) => unknown): IconTree | null {
  try {
    const body = expectNode(parse(code), 'Program').body as unknown[];
    const [imported, declaration, exported, ...rest] = body;
    if (rest.length || expectNode(expectNode(imported, 'ImportDeclaration').source, 'Literal').value !== 'react') throw new NotAnIcon();
    const component = expectNode(declaration, 'FunctionDeclaration');
    const name = expectNode(component.id, 'Identifier').name;
    if (expectNode(expectNode(exported, 'ExportDefaultDeclaration').declaration, 'Identifier').name !== name) throw new NotAnIcon();
    const [statement, ...more] = expectNode(component.body, 'BlockStatement').body as unknown[];
    if (more.length) throw new NotAnIcon();
    const [tag, props, ...shapes] = createElementArguments(expectNode(statement, 'ReturnStatement').argument);
    if (literal(tag) !== 'svg') throw new NotAnIcon();
    const [base, passed, own] = expectNode(props, 'CallExpression').arguments as unknown[];
    const { viewBox, ...wrapper } = attributesOf(base);
    const ownKeys = (expectNode(own, 'ObjectExpression').properties as Node[]).map((property) => expectNode(property.key, 'Identifier').name);
    if (typeof viewBox !== 'string' || JSON.stringify(wrapper) !== JSON.stringify(WRAPPER) || expectNode(passed, 'Identifier').name !== 'props' || ownKeys.join() !== 'style,className') {
      throw new NotAnIcon();
    }
    return { viewBox, body: shapes.map(toNode).filter((node): node is IconNode => node !== null) };
  } catch (error) {
    if (error instanceof NotAnIcon) return null;
    throw error;
  }
}

/** The module an icon compiles to: its tree, given to the shared wrapper (the file `runtime`). */
export function iconModule(name: string, tree: IconTree, runtime: string): string {
  return `import { icon } from ${JSON.stringify(runtime)};\nexport default /* @__PURE__ */ icon(${JSON.stringify(name)}, ${JSON.stringify(tree.viewBox)}, ${JSON.stringify(tree.body)});\n`;
}

export function compactIcons(): Plugin {
  let runtime = '';
  return {
    name: 'tea-mall:compact-icons',
    enforce: 'pre',
    configResolved(config) {
      runtime = join(config.root, 'build', 'iconRuntime.ts');
    },
    transform(code, id) {
      const name = ICON_MODULE.exec(id)?.[1];
      if (!name) return null;
      const tree = readIcon(code, (source) => this.parse(source));
      return tree ? { code: iconModule(name, tree, runtime), map: null } : null;
    },
  };
}
