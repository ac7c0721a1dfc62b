import { describe, expect, it } from 'vitest';
import { parseDrawing } from '@/screens/contract/signatureDraft';
import { backingSize, fitStrokes, inkBox, MIN_SIGNATURE_LENGTH, signatureProblem, strokeLength } from '@/screens/contract/signatureGeometry';

const stroke = (...points: [number, number][]) => ({ points: points.map(([x, y]) => ({ x, y, pressure: 0.5, time: 0 })), penColor: '#1f1f1f' });

describe('strokeLength: how much ink a drawing has', () => {
  it('sums the distance along every stroke', () => {
    // 3-4-5: one stroke of 5, another of 10 (two legs of 5)
    expect(strokeLength([stroke([0, 0], [3, 4]), stroke([10, 10], [13, 14], [16, 18])])).toBe(15);
  });

  it('counts a dot (one point) and no strokes as nothing', () => {
    expect(strokeLength([stroke([5, 5])])).toBe(0);
    expect(strokeLength([])).toBe(0);
  });
});

describe('signatureProblem: what 确认签署 refuses', () => {
  it('refuses a blank pad as empty, and strokes without points too', () => {
    expect(signatureProblem([])).toBe('empty');
    expect(signatureProblem([{ points: [] }])).toBe('empty');
  });

  it('refuses a tick or a dot as too short, and takes a written name', () => {
    expect(signatureProblem([stroke([100, 100], [120, 104])])).toBe('tooShort');
    expect(signatureProblem([stroke([50, 50])])).toBe('tooShort');
    const name = [stroke([10, 50], [60, 20], [110, 60]), stroke([130, 30], [170, 80]), stroke([20, 90], [200, 95])];
    expect(strokeLength(name)).toBeGreaterThan(MIN_SIGNATURE_LENGTH);
    expect(signatureProblem(name)).toBeNull();
  });

  it('draws the line exactly at the minimum', () => {
    expect(signatureProblem([stroke([0, 0], [MIN_SIGNATURE_LENGTH - 1, 0])])).toBe('tooShort');
    expect(signatureProblem([stroke([0, 0], [MIN_SIGNATURE_LENGTH, 0])])).toBeNull();
  });
});

describe('fitStrokes: a drawing redrawn after a resize or a rotation', () => {
  it('gives the same points back for the same size, keeping each stroke and point field', () => {
    const drawing = [stroke([10, 20], [30, 40])];
    const fitted = fitStrokes(drawing, { width: 300, height: 200 }, { width: 300, height: 200 });
    expect(fitted).toEqual(drawing);
    expect(fitted[0]).not.toBe(drawing[0]);
    expect(fitted[0]?.penColor).toBe('#1f1f1f');
  });

  it('scales by one factor, so the handwriting keeps its shape, and centres it', () => {
    // portrait 300x400 -> landscape 600x300: scale min(2, 0.75) = 0.75, the 225 px wide drawing box centred in 600
    const fitted = fitStrokes([stroke([0, 0], [300, 400])], { width: 300, height: 400 }, { width: 600, height: 300 });
    expect(fitted[0]?.points.map(({ x, y }) => [x, y])).toEqual([
      [187.5, 0],
      [412.5, 300],
    ]);
  });

  it('grows a drawing on a larger pad and keeps it whole on a smaller one', () => {
    const grown = fitStrokes([stroke([100, 50])], { width: 200, height: 100 }, { width: 400, height: 200 });
    expect(grown[0]?.points[0]).toMatchObject({ x: 200, y: 100 });
    const shrunk = fitStrokes([stroke([200, 100])], { width: 200, height: 100 }, { width: 100, height: 100 });
    // scale 0.5, centred vertically: (100 - 50) / 2 = 25
    expect(shrunk[0]?.points[0]).toMatchObject({ x: 100, y: 75 });
  });

  it('leaves the points where they were when the old size is unknown (zero)', () => {
    const fitted = fitStrokes([stroke([7, 9])], { width: 0, height: 0 }, { width: 400, height: 200 });
    expect(fitted[0]?.points[0]).toMatchObject({ x: 7, y: 9 });
  });
});

describe('backingSize: the canvas drawn at the device pixel ratio', () => {
  it('multiplies the CSS size by the ratio, in whole pixels', () => {
    expect(backingSize({ width: 351, height: 500 }, 3)).toEqual({ width: 1053, height: 1500, ratio: 3 });
    expect(backingSize({ width: 351, height: 500.5 }, 2.75)).toEqual({ width: 965, height: 1376, ratio: 2.75 });
  });

  it('never goes below one device pixel per CSS pixel', () => {
    expect(backingSize({ width: 100, height: 50 }, 0.5)).toEqual({ width: 100, height: 50, ratio: 1 });
    expect(backingSize({ width: 100, height: 50 }, Number.NaN).ratio).toBe(1);
  });
});

describe('parseDrawing: a kept drawing read back', () => {
  it('reads strokes and the pad size, filling a pen field that is missing', () => {
    const kept = parseDrawing({ size: { width: 300, height: 200 }, strokes: [{ points: [{ x: 1, y: 2 }], maxWidth: 4 }] });
    expect(kept?.size).toEqual({ width: 300, height: 200 });
    expect(kept?.strokes[0]).toMatchObject({ points: [{ x: 1, y: 2, pressure: 0.5, time: 0 }], maxWidth: 4, minWidth: 1.2, compositeOperation: 'source-over' });
  });

  it('ignores what is not a drawing', () => {
    expect(parseDrawing(null)).toBeNull();
    expect(parseDrawing({ receiver: '林母' })).toBeNull();
    expect(parseDrawing({ size: { width: 0, height: 200 }, strokes: [] })).toBeNull();
    expect(parseDrawing({ size: { width: 300, height: 200 }, strokes: [{ points: [{ x: 'a', y: 2 }] }] })).toBeNull();
  });
});

describe('inkBox: the part of the pad the uploaded picture keeps', () => {
  const pad = { width: 350, height: 500 };

  it('is the ink with a margin around it', () => {
    expect(inkBox([stroke([100, 200], [150, 260]), stroke([120, 230.5])], pad, 10)).toEqual({ x: 90, y: 190, width: 70, height: 80 });
  });

  it('stays inside the pad', () => {
    expect(inkBox([stroke([4, 6], [345, 498])], pad, 12)).toEqual({ x: 0, y: 0, width: 350, height: 500 });
  });

  it('is the whole pad when there is no ink', () => {
    expect(inkBox([], pad, 12)).toEqual({ x: 0, y: 0, width: 350, height: 500 });
  });
});
