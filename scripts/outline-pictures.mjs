#!/usr/bin/env node
// npm run outline-pictures: turns the text of the mock pictures (SVG, mocks/public/images) into
// outlines, in place.
//
// The mock data's pictures stand in for a shop's photos. Drawn with <text>, each picture is a small
// document Chromium lays out and paints on the main thread, with a CJK font found by fallback: on the
// launch of /home that was about 550 ms of layout and 450 ms of paint at 4x CPU slowdown, work a real
// shop's photos never cost (docs/performance.md). Outlined, the same pictures cost about a third of
// that, and they look the same on every machine, whatever its fonts.
//
// Write a picture's words as <text x y font-size [font-weight] [text-anchor] fill>...</text> and run
// this script; a unit test (tests/unit/mocks/pictures.node.test.ts) holds every mock picture to having no
// <text> left. The app's own pictures (public/images) are not mock data and keep their text.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hasText, outlineText, svgFilesIn } from './lib/outline-text.mjs';

const FOLDER = fileURLToPath(new URL('../mocks/public/images', import.meta.url));

let changed = 0;
for (const file of svgFilesIn(FOLDER)) {
  const source = readFileSync(file, 'utf8');
  if (!hasText(source)) continue;
  writeFileSync(file, outlineText(source));
  changed++;
}
console.log(`outlined the text of ${changed} pictures`);
