/*
 * The signature pad's arithmetic, kept pure so it is tested without a canvas: how long the ink is
 * (a tick or a dot is not a signature) and where strokes go when the pad changes size (a rotation,
 * a resize), so a drawing is redrawn in the new box instead of being lost or cut off.
 */

export interface PadPoint {
  x: number;
  y: number;
}

/** A stroke as signature_pad stores it: its points (CSS pixels from the pad's top left) and its pen. */
export interface Stroke<P extends PadPoint = PadPoint> {
  points: P[];
}

export interface PadSize {
  width: number;
  height: number;
}

/**
 * The least ink, in CSS pixels, a signature must have. A written name (two or three characters, or
 * a first and last name) runs to several hundred pixels; a dot, a tap or one short tick stays under.
 */
export const MIN_SIGNATURE_LENGTH = 120;

/** The length of the ink: the distance along every stroke, summed (a dot adds nothing). */
export function strokeLength(strokes: readonly Stroke[]): number {
  let total = 0;
  for (const { points } of strokes) {
    for (let index = 1; index < points.length; index += 1) {
      const from = points[index - 1];
      const to = points[index];
      if (from && to) total += Math.hypot(to.x - from.x, to.y - from.y);
    }
  }
  return total;
}

/** Why a drawing cannot be sent as a signature, or null when it can. */
export function signatureProblem(strokes: readonly Stroke[], minLength = MIN_SIGNATURE_LENGTH): 'empty' | 'tooShort' | null {
  if (!strokes.some((stroke) => stroke.points.length > 0)) return 'empty';
  return strokeLength(strokes) < minLength ? 'tooShort' : null;
}

/**
 * The strokes of a pad of size `from` redrawn on a pad of size `to`: scaled by one factor (the
 * smaller of the two ratios, so the handwriting keeps its shape and stays whole) and centred in
 * the new box. Each stroke keeps its other fields (pen width and colour); points keep theirs
 * (pressure, time). The same size gives the strokes back unchanged.
 */
export function fitStrokes<P extends PadPoint, S extends Stroke<P>>(strokes: readonly S[], from: PadSize, to: PadSize): S[] {
  if (from.width <= 0 || from.height <= 0) return strokes.map((stroke) => ({ ...stroke, points: stroke.points.map((point) => ({ ...point })) }));
  const scale = Math.min(to.width / from.width, to.height / from.height);
  const offsetX = (to.width - from.width * scale) / 2;
  const offsetY = (to.height - from.height * scale) / 2;
  return strokes.map((stroke) => ({
    ...stroke,
    points: stroke.points.map((point) => ({ ...point, x: point.x * scale + offsetX, y: point.y * scale + offsetY })),
  }));
}

/** The backing store of a pad: its CSS size times the device pixel ratio (at least 1), whole pixels. */
export function backingSize(css: PadSize, devicePixelRatio: number): PadSize & { ratio: number } {
  const ratio = Math.max(1, Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1);
  return { width: Math.round(css.width * ratio), height: Math.round(css.height * ratio), ratio };
}

export interface PadBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of the pad the ink covers, with `margin` CSS pixels around it (room for the pen's
 * width), kept inside the pad: what is uploaded, so the signature fills the picture the contract
 * shows instead of sitting small in a page of blank. A pad without ink gives the whole pad.
 */
export function inkBox(strokes: readonly Stroke[], pad: PadSize, margin: number): PadBox {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const { points } of strokes) {
    for (const { x, y } of points) {
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x);
      bottom = Math.max(bottom, y);
    }
  }
  if (left > right) return { x: 0, y: 0, width: pad.width, height: pad.height };
  const x = Math.max(0, Math.floor(left - margin));
  const y = Math.max(0, Math.floor(top - margin));
  return { x, y, width: Math.min(pad.width, Math.ceil(right + margin)) - x, height: Math.min(pad.height, Math.ceil(bottom + margin)) - y };
}
