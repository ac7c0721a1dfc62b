/*
 * Where the dark modules of a QR matrix go inside a square of `size` pixels: whole-pixel cells (a
 * fractional cell blurs every edge and some scanners then miss the finder squares), the leftover
 * pixels split evenly as margin, the quiet zone (white cells around the code) kept. Pure, so the
 * geometry is tested without a canvas.
 */

export interface QrRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface QrLayout {
  /** side of one module, whole pixels */
  cell: number;
  /** left and top of the first module (quiet zone included) */
  origin: number;
  /** one rect per run of dark modules in a row, in device pixels */
  rects: QrRect[];
}

/**
 * The layout of `matrix` (rows of dark = true) in a `size` x `size` square with `quiet` white
 * cells around it. Neighbouring dark modules of a row are merged into one rect, so the canvas
 * draws fewer and no hairline shows between them. Throws when the square cannot give each module
 * a pixel.
 */
export function qrLayout(matrix: readonly (readonly boolean[])[], size: number, quiet = 2): QrLayout {
  const modules = matrix.length;
  if (modules === 0 || matrix.some((row) => row.length !== modules)) throw new Error('a QR matrix is square');
  const span = modules + quiet * 2;
  const cell = Math.floor(size / span);
  if (cell < 1) throw new Error(`a ${size}px square cannot hold ${span} modules`);
  const origin = Math.floor((size - cell * modules) / 2);
  const rects: QrRect[] = [];
  matrix.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= modules; x += 1) {
      const dark = x < modules && row[x] === true;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        rects.push({ x: origin + start * cell, y: origin + y * cell, width: (x - start) * cell, height: cell });
        start = -1;
      }
    }
  });
  return { cell, origin, rects };
}
