import { expect, waitFor } from 'storybook/test';
import { autographTestIds } from '@/screens/contract/AutographScreen';
import { drawStrokes, type BoxPoint } from '../../support/gestures';
import type { Canvas } from '../../support/scenarios';
import { escapeRegExp, type StoryText } from '../../support/text';

/**
 * A handwritten name in four strokes (fractions of the pad), the same on every replay: three
 * characters written joined, then the flourish under them.
 */
export const SIGNATURE: readonly (readonly BoxPoint[])[] = [
  [{ x: 0.12, y: 0.45 }, { x: 0.2, y: 0.35 }, { x: 0.26, y: 0.5 }, { x: 0.22, y: 0.62 }, { x: 0.3, y: 0.58 }],
  [{ x: 0.35, y: 0.36 }, { x: 0.42, y: 0.6 }, { x: 0.48, y: 0.4 }, { x: 0.52, y: 0.63 }, { x: 0.6, y: 0.38 }],
  [{ x: 0.63, y: 0.5 }, { x: 0.7, y: 0.4 }, { x: 0.74, y: 0.58 }, { x: 0.8, y: 0.44 }, { x: 0.88, y: 0.54 }],
  [{ x: 0.15, y: 0.72 }, { x: 0.5, y: 0.76 }, { x: 0.85, y: 0.7 }],
];

/** One short tick: ink, but far too little to be a name. */
export const TICK: readonly (readonly BoxPoint[])[] = [[{ x: 0.46, y: 0.5 }, { x: 0.5, y: 0.52 }]];

export const padOf = (canvas: Canvas) => canvas.findByTestId<HTMLCanvasElement>(autographTestIds.pad);

/** How many pixels of the pad carry ink (alpha above 0): 0 for a blank pad. */
export function inkOf(pad: HTMLCanvasElement): number {
  const context = pad.getContext('2d');
  if (!context || pad.width === 0 || pad.height === 0) return 0;
  const { data } = context.getImageData(0, 0, pad.width, pad.height);
  let ink = 0;
  for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 0) > 0) ink += 1;
  return ink;
}

/** Writes the signature on the pad once it is laid out, and waits until the screen shows it written. */
export async function sign(canvas: Canvas, t: StoryText, strokes = SIGNATURE): Promise<HTMLCanvasElement> {
  const pad = await padOf(canvas);
  await waitFor(() => expect(pad.width).toBeGreaterThan(0));
  await drawStrokes(pad, strokes);
  await waitFor(() => expect(canvas.getByRole('button', { name: t('autograph.undo') })).toBeEnabled());
  return pad;
}

/** 确认签署, or 重新提交 after a failure. */
export function submitButton(canvas: Canvas, t: StoryText): HTMLElement {
  return canvas.getByRole('button', { name: new RegExp(`^(${escapeRegExp(t('autograph.submit'))}|${escapeRegExp(t('autograph.retry'))})$`) });
}

/** The drawing is still on the pad (after a failure, a login round trip): ink, and undo offered. */
export async function expectDrawingKept(canvas: Canvas, t: StoryText): Promise<void> {
  const pad = await padOf(canvas);
  await waitFor(() => expect(inkOf(pad)).toBeGreaterThan(500));
  await expect(canvas.getByRole('button', { name: t('autograph.undo') })).toBeEnabled();
  await expect(canvas.queryByText(t('autograph.placeholder'))).toBeNull();
}
