import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrLayout } from '@/screens/share/qrGeometry';

const dark = (rows: string[]) => rows.map((row) => [...row].map((c) => c === '#'));

describe('qrLayout: where the QR modules are drawn', () => {
  it('gives every module the same whole-pixel cell, centred with the quiet zone', () => {
    // 3 modules + 2 quiet cells each side = 7 cells in 100 px: 14 px cells, 29 px margin
    const layout = qrLayout(dark(['#..', '...', '..#']), 100, 2);
    expect(layout.cell).toBe(14);
    expect(layout.origin).toBe(29);
    expect(layout.rects).toEqual([
      { x: 29, y: 29, width: 14, height: 14 },
      { x: 57, y: 57, width: 14, height: 14 },
    ]);
  });

  it('merges a run of dark modules in a row into one rect', () => {
    const layout = qrLayout(dark(['###.', '.##.', '....', '#..#']), 8, 0);
    expect(layout.cell).toBe(2);
    expect(layout.rects).toEqual([
      { x: 0, y: 0, width: 6, height: 2 },
      { x: 2, y: 2, width: 4, height: 2 },
      { x: 0, y: 6, width: 2, height: 2 },
      { x: 6, y: 6, width: 2, height: 2 },
    ]);
  });

  it('covers exactly the dark modules of a real code, inside the square', () => {
    const { data } = encode('https://mall.example/share/download?inviteCode=LQC086', { border: 0 });
    const size = 3 * 132;
    const layout = qrLayout(data, size);
    const darkCount = data.flat().filter(Boolean).length;
    const drawn = layout.rects.reduce((sum, rect) => sum + (rect.width / layout.cell) * (rect.height / layout.cell), 0);
    expect(drawn).toBe(darkCount);
    for (const rect of layout.rects) {
      expect(Number.isInteger(rect.x) && Number.isInteger(rect.y)).toBe(true);
      expect(rect.x + rect.width).toBeLessThanOrEqual(size - layout.origin);
      expect(rect.y + rect.height).toBeLessThanOrEqual(size - layout.origin);
    }
    // the finder square's top-left corner sits on the origin
    expect(layout.rects[0]).toMatchObject({ x: layout.origin, y: layout.origin, width: 7 * layout.cell });
  });

  it('refuses a square too small for a pixel per module, and a matrix that is not square', () => {
    expect(() => qrLayout(dark(['#.', '.#']), 5, 2)).toThrow(/cannot hold/);
    expect(() => qrLayout(dark(['#.', '.']), 50)).toThrow(/square/);
  });
});
