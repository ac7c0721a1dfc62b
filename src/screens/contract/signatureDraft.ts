import type { PointGroup } from 'signature_pad';
import type { PadSize } from './signatureGeometry';

/**
 * A drawing kept as a form draft (session storage, src/platform/formDraft.ts): the strokes and the
 * size of the pad they were drawn on, so a failed sign, a reload or the login round trip of an
 * expired session finds the same signature, fitted to whatever size the pad has then.
 */
export interface StoredDrawing {
  size: PadSize;
  strokes: PointGroup[];
}

const DEFAULT_PEN = { dotSize: 0, minWidth: 1.2, maxWidth: 3.2, penColor: '#1f1f1f', velocityFilterWeight: 0.7 } as const;

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function numberOr(value: unknown, fallback: number): number {
  return finite(value) ? value : fallback;
}

function strokeOf(value: unknown): PointGroup | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!Array.isArray(record.points)) return null;
  const points: PointGroup['points'] = [];
  for (const candidate of record.points as unknown[]) {
    if (typeof candidate !== 'object' || candidate === null) return null;
    const point = candidate as Record<string, unknown>;
    if (!finite(point.x) || !finite(point.y)) return null;
    points.push({ x: point.x, y: point.y, pressure: numberOr(point.pressure, 0.5), time: numberOr(point.time, 0) });
  }
  return {
    points,
    dotSize: numberOr(record.dotSize, DEFAULT_PEN.dotSize),
    minWidth: numberOr(record.minWidth, DEFAULT_PEN.minWidth),
    maxWidth: numberOr(record.maxWidth, DEFAULT_PEN.maxWidth),
    penColor: typeof record.penColor === 'string' ? record.penColor : DEFAULT_PEN.penColor,
    velocityFilterWeight: numberOr(record.velocityFilterWeight, DEFAULT_PEN.velocityFilterWeight),
    compositeOperation: 'source-over',
  };
}

/** A kept drawing read back, or null when it is not one (a stale or foreign value is ignored). */
export function parseDrawing(stored: unknown): StoredDrawing | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const size = record.size as Record<string, unknown> | null | undefined;
  if (typeof size !== 'object' || size === null || !finite(size.width) || !finite(size.height) || size.width <= 0 || size.height <= 0) return null;
  if (!Array.isArray(record.strokes)) return null;
  const strokes: PointGroup[] = [];
  for (const candidate of record.strokes as unknown[]) {
    const stroke = strokeOf(candidate);
    if (!stroke) return null;
    strokes.push(stroke);
  }
  return { size: { width: size.width, height: size.height }, strokes };
}
