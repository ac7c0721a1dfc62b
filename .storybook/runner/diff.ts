/**
 * Pixel comparison of two PNGs with pixelmatch (threshold 0, anti-aliasing counted) and pngjs.
 *
 * Baselines are Chromium's own PNG bytes: smaller than pngjs at deflateLevel 9 (49 KB vs 65 KB
 * for four stories), and pngjs runs about 50 times slower inside Jest's VM (2-3 s to encode one
 * 375x812 screenshot). Chromium encodes equal pixels to equal bytes, so a passing story never
 * decodes a PNG; pixels are only compared when the bytes differ (a real change, or another
 * Chromium build encoding the same pixels differently, which --update then re-records).
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** The smallest rectangle holding every differing pixel, in the compared (padded) image. */
export interface DiffBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PixelComparison {
  diffPixels: number;
  /** null when no pixel differs */
  diffBox: DiffBox | null;
  /** the diff image, PNG-encoded */
  diffPng: () => Buffer;
  /** '' for equal sizes, else ' (size WxH -> WxH)' */
  sizeChange: string;
}

/** Copies `png` onto a transparent canvas of the given size (for comparing different sizes). */
function padTo(png: PNG, width: number, height: number): PNG {
  if (png.width === width && png.height === height) return png;
  const padded = new PNG({ width, height });
  PNG.bitblt(png, padded, 0, 0, png.width, png.height, 0, 0);
  return padded;
}

/**
 * The bounding box of the differing pixels of a pixelmatch diff image (RGBA). pixelmatch draws
 * equal pixels as grey (r = g = b) and differing ones in colour (red, or yellow for anti-aliasing),
 * so a pixel whose channels are not all equal differs.
 */
export function diffBoundingBox(rgba: Uint8Array, width: number, height: number): DiffBox | null {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      if (rgba[at] === rgba[at + 1] && rgba[at + 1] === rgba[at + 2]) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** Number of differing pixels and a diff image; images of different sizes are compared padded. */
export function comparePixels(baselinePng: Buffer, actualPng: Buffer): PixelComparison {
  const baseline = PNG.sync.read(baselinePng);
  const actual = PNG.sync.read(actualPng);
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(
    padTo(baseline, width, height).data,
    padTo(actual, width, height).data,
    diff.data,
    width,
    height,
    { threshold: 0, includeAA: true },
  );
  const sameSize = baseline.width === actual.width && baseline.height === actual.height;
  const sizeChange = sameSize
    ? ''
    : ` (size ${baseline.width}x${baseline.height} -> ${actual.width}x${actual.height})`;
  const diffBox = diffPixels > 0 ? diffBoundingBox(diff.data, width, height) : null;
  return { diffPixels, diffBox, diffPng: () => PNG.sync.write(diff), sizeChange };
}
