/**
 * The design tokens as the app really uses them, read from its own stylesheets (never copied by
 * hand): the custom properties of src/styles/*.css, and the font sizes, spacings, radii and colours
 * its CSS declares, each with how often. The Storybook page "Introduction/Design tokens" draws them;
 * a value that changes in the CSS changes there.
 */

export interface CustomProperty {
  name: string;
  /** as written in the stylesheet (the page resolves it at runtime with getComputedStyle) */
  value: string;
  /** the file it is declared in, e.g. src/styles/global.css */
  file: string;
}

export interface UsedValue {
  value: string;
  /** declarations that use it across the app's stylesheets */
  count: number;
}

/** `file -> CSS text` of the stylesheets to read. */
export type Stylesheets = Record<string, string>;

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Every `--name: value;` declaration, in file order (a later redeclaration of a name is left out). */
export function customProperties(sheets: Stylesheets): CustomProperty[] {
  const found = new Map<string, CustomProperty>();
  for (const [file, css] of Object.entries(sheets)) {
    for (const match of withoutComments(css).matchAll(/(--[\w-]+)\s*:\s*([^;{}]+);/g)) {
      const name = match[1]!;
      if (!found.has(name)) found.set(name, { name, value: match[2]!.trim(), file });
    }
  }
  return [...found.values()];
}

function countValues(sheets: Stylesheets, property: RegExp, split: (value: string) => string[]): UsedValue[] {
  const counts = new Map<string, number>();
  for (const css of Object.values(sheets)) {
    for (const match of withoutComments(css).matchAll(property)) {
      for (const value of split(match[1]!.trim())) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}

const pxOf = (value: string) => Number.parseFloat(value);
const byPx = (a: UsedValue, b: UsedValue) => pxOf(a.value) - pxOf(b.value);
/** px lengths of a declaration's value (shorthands give each of theirs), zero left out */
const pxLengths = (value: string) => (value.match(/(?<![\w.-])\d+(\.\d+)?px\b/g) ?? []).filter((length) => pxOf(length) > 0);

/** Font sizes in px, smallest first. */
export function fontSizes(sheets: Stylesheets): UsedValue[] {
  return countValues(sheets, /(?<![\w-])font-size\s*:\s*([^;}]+)/g, pxLengths).sort(byPx);
}

/** Spacing in px (padding, margin, gap and their sides), smallest first. */
export function spacings(sheets: Stylesheets): UsedValue[] {
  return countValues(sheets, /(?<![\w-])(?:padding|margin|gap|row-gap|column-gap)(?:-(?:top|right|bottom|left|inline|block)(?:-start|-end)?)?\s*:\s*([^;}]+)/g, pxLengths).sort(byPx);
}

/** Corner radii in px, smallest first (a var() fallback counts as its px value). */
export function radii(sheets: Stylesheets): UsedValue[] {
  return countValues(sheets, /(?<![\w-])border-radius\s*:\s*([^;}]+)/g, pxLengths).sort(byPx);
}

/** Hex colours, most used first, lower case. */
export function colours(sheets: Stylesheets): UsedValue[] {
  const counts = new Map<string, number>();
  for (const css of Object.values(sheets)) {
    for (const match of withoutComments(css).matchAll(/#[0-9a-fA-F]{3,8}\b/g)) {
      const value = match[0].toLowerCase();
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** Whether a custom property's value is a colour (a swatch, not a length or a font list). */
export function isColour(value: string): boolean {
  return /^(#[0-9a-f]{3,8}|rgba?\(|hsla?\()/i.test(value.trim());
}
