// The text of an SVG picture as outlines (scripts/outline-pictures.mjs says why). Each
// <text x y font-size [font-weight] [text-anchor] fill>...</text> (no tspans) becomes one <path> in font
// units (integers, relative commands), placed and scaled by a transform, which keeps the files small.
// The glyphs come from Noto Sans CJK SC (Debian's fonts-noto-cjk), the font Chromium falls back to
// for these pictures; fontkit reads the font and lays out the run.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openSync } from 'fontkit';

const FONT_DIR = process.env.CJK_FONT_DIR || '/usr/share/fonts/opentype/noto';
const FONTS = {
  normal: () => openSync(join(FONT_DIR, 'NotoSansCJK-Regular.ttc'), 'NotoSansCJKsc-Regular'),
  bold: () => openSync(join(FONT_DIR, 'NotoSansCJK-Bold.ttc'), 'NotoSansCJKsc-Bold'),
};
const loaded = {};
const fontFor = (weight) => (loaded[weight] ??= FONTS[weight]());

const TEXT = /<text\b([^>]*)>([^<]*)<\/text>/g;
const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

function attributes(source) {
  const out = {};
  for (const [, name, , value] of source.matchAll(/([a-z-]+)=(["'])(.*?)\2/g)) out[name] = value;
  return out;
}

/** A glyph's outline moved right by `dx` font units, as relative path commands. */
function glyphPath(commands, dx, pen) {
  let out = '';
  const at = (x, y) => [x + dx - pen.x, y - pen.y];
  for (const { command, args } of commands) {
    if (command === 'closePath') {
      out += 'z';
      pen.x = pen.startX;
      pen.y = pen.startY;
      continue;
    }
    const points = [];
    for (let i = 0; i < args.length; i += 2) points.push(at(Math.round(args[i]), Math.round(args[i + 1])));
    const letter = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c' }[command];
    out += letter + points.flat().join(' ').replace(/ -/g, '-');
    const [lastX, lastY] = [Math.round(args.at(-2)), Math.round(args.at(-1))];
    pen.x = lastX + dx;
    pen.y = lastY;
    if (command === 'moveTo') {
      pen.startX = pen.x;
      pen.startY = pen.y;
    }
  }
  return out;
}

function outline(attrs, rawText) {
  const text = rawText.replace(/&[a-z]+;/g, (entity) => ENTITIES[entity] ?? entity);
  const font = fontFor(attrs['font-weight'] === 'bold' ? 'bold' : 'normal');
  const run = font.layout(text);
  const size = Number(attrs['font-size']);
  const [x, y] = [Number(attrs.x ?? 0), Number(attrs.y ?? 0)];
  if (![size, x, y].every(Number.isFinite)) throw new Error(`cannot outline <text> with x=${attrs.x} y=${attrs.y} font-size=${attrs['font-size']}`);
  const scale = size / font.unitsPerEm;
  const anchor = attrs['text-anchor'] ?? 'start';
  const shift = anchor === 'middle' ? run.advanceWidth / 2 : anchor === 'end' ? run.advanceWidth : 0;
  let d = '';
  let advance = 0;
  const pen = { x: 0, y: 0, startX: 0, startY: 0 };
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    d += glyphPath(glyph.path.commands, Math.round(advance + position.xOffset), pen);
    advance += position.xAdvance;
  });
  const transform = `translate(${round(x - shift * scale)} ${round(y)}) scale(${round(scale, 5)} ${round(-scale, 5)})`;
  const fill = attrs.fill ? ` fill="${attrs.fill}"` : '';
  const opacity = attrs.opacity ? ` opacity="${attrs.opacity}"` : '';
  return `<path${fill}${opacity} transform="${transform}" d="${d}"/>`;
}

function round(value, digits = 2) {
  return Number(value.toFixed(digits));
}

/** `source` with each <text> element replaced by its outline. */
export function outlineText(source) {
  return source.replace(TEXT, (_, attrs, text) => outline(attributes(attrs), text));
}

/** Whether `source` still draws text with a font. */
export const hasText = (source) => /<text\b/.test(source);

/** Every SVG file under `folder`, depth first. */
export function* svgFilesIn(folder) {
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* svgFilesIn(path);
    else if (name.endsWith('.svg')) yield path;
  }
}
