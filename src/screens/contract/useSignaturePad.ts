import { useCallback, useRef, useState, type RefCallback } from 'react';
import SignaturePad from 'signature_pad';
import { clearDraft, readDraft, writeDraft } from '@/platform/formDraft';
import { parseDrawing, type StoredDrawing } from './signatureDraft';
import { backingSize, fitStrokes, inkBox, signatureProblem, type PadSize } from './signatureGeometry';

/** What the signature screen gets from the pad. */
export interface SignaturePadControl {
  /** goes on the <canvas>: the pad is made when the canvas mounts and dropped when it unmounts */
  canvasRef: RefCallback<HTMLCanvasElement>;
  /** strokes on the pad (undo is possible while above 0) */
  strokes: number;
  /** grows with every change of the drawing (a stroke, undo, clear), not with a resize */
  revision: number;
  undo: () => void;
  clear: () => void;
  /** drops the kept drawing (once it was signed, or the user leaves on purpose) */
  discard: () => void;
  /** why the drawing cannot be sent ('empty' | 'tooShort'), or null */
  problem: () => 'empty' | 'tooShort' | null;
  /** the drawing as a PNG at the device pixel ratio, cut to the ink (with a margin), transparent behind it */
  toPng: () => Promise<Blob>;
}

/** Pen of the pad: a dark ink whose width follows the speed of the stroke. */
const PEN = { penColor: '#1f1f1f', minWidth: 1.2, maxWidth: 3.2, backgroundColor: 'rgba(0, 0, 0, 0)' } as const;
/** CSS pixels kept around the ink in the uploaded picture: the pen's width, and a little air. */
const INK_MARGIN = 12;

/**
 * signature_pad around one canvas:
 * - the canvas is drawn at the device pixel ratio (its backing store is its CSS size times the
 *   ratio, the context scaled to match), so the ink is sharp on every phone;
 * - when the canvas changes size (a rotation, a resize: ResizeObserver), the backing store is made
 *   again, which wipes it, and the strokes are redrawn from the pad's data, fitted to the new box;
 * - every move is drawn (no throttle), so a stroke is the same on every replay;
 * - signature_pad sets `touch-action: none` on the canvas and takes touch, pen and mouse through
 *   pointer events; the screen's CSS says it too, so the page never scrolls under a finger signing;
 * - with a `draft` key, the drawing is kept like a form's draft (session storage) after every
 *   change and drawn again when the pad comes back: a failed sign or the login round trip of an
 *   expired session loses nothing.
 */
export function useSignaturePad({ draft }: { draft?: string } = {}): SignaturePadControl {
  const padRef = useRef<SignaturePad | null>(null);
  const canvasElement = useRef<HTMLCanvasElement | null>(null);
  const sizeRef = useRef<PadSize | null>(null);
  const [strokes, setStrokes] = useState(0);
  const [revision, setRevision] = useState(0);

  const changed = useCallback(() => {
    const drawing = padRef.current?.toData() ?? [];
    setStrokes(drawing.length);
    setRevision((value) => value + 1);
    if (draft && sizeRef.current) writeDraft(draft, { size: sizeRef.current, strokes: drawing } satisfies StoredDrawing);
  }, [draft]);

  const canvasRef = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      if (!canvas) return;
      canvasElement.current = canvas;
      const pad = new SignaturePad(canvas, { ...PEN, throttle: 0 });
      padRef.current = pad;
      sizeRef.current = null;

      const fit = () => {
        const size = sizeRef.current;
        const css = { width: canvas.clientWidth, height: canvas.clientHeight };
        if (css.width === 0 || css.height === 0) return;
        const backing = backingSize(css, window.devicePixelRatio);
        if (size && size.width === css.width && size.height === css.height && canvas.width === backing.width) return;
        const drawing = pad.toData();
        canvas.width = backing.width;
        canvas.height = backing.height;
        canvas.getContext('2d')?.scale(backing.ratio, backing.ratio);
        pad.clear();
        if (size && drawing.length > 0) pad.fromData(fitStrokes(drawing, size, css));
        sizeRef.current = css;
      };
      fit();
      const kept = draft ? readDraft(draft, parseDrawing) : null;
      if (kept && sizeRef.current && kept.strokes.length > 0) {
        pad.fromData(fitStrokes(kept.strokes, kept.size, sizeRef.current));
        setStrokes(kept.strokes.length);
      }
      const observer = new ResizeObserver(fit);
      observer.observe(canvas);
      pad.addEventListener('endStroke', changed);
      return () => {
        observer.disconnect();
        pad.removeEventListener('endStroke', changed);
        pad.off();
        padRef.current = null;
        canvasElement.current = null;
      };
    },
    [changed, draft],
  );

  const discard = useCallback(() => {
    if (draft) clearDraft(draft);
  }, [draft]);

  const undo = useCallback(() => {
    const pad = padRef.current;
    if (!pad) return;
    const drawing = pad.toData();
    drawing.pop();
    pad.fromData(drawing);
    changed();
  }, [changed]);

  const clear = useCallback(() => {
    padRef.current?.clear();
    changed();
  }, [changed]);

  const problem = useCallback(() => signatureProblem(padRef.current?.toData() ?? []), []);

  const toPng = useCallback(
    () =>
      new Promise<Blob>((resolve, reject) => {
        const canvas = canvasElement.current;
        const pad = padRef.current;
        const size = sizeRef.current;
        if (!canvas || !pad || !size) {
          reject(new Error('the signature pad is not on the page'));
          return;
        }
        const ratio = canvas.width / size.width;
        const box = inkBox(pad.toData(), size, INK_MARGIN);
        const cut = document.createElement('canvas');
        cut.width = Math.max(1, Math.round(box.width * ratio));
        cut.height = Math.max(1, Math.round(box.height * ratio));
        cut.getContext('2d')?.drawImage(canvas, box.x * ratio, box.y * ratio, box.width * ratio, box.height * ratio, 0, 0, cut.width, cut.height);
        cut.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the signature could not be exported'))), 'image/png');
      }),
    [],
  );

  return { canvasRef, strokes, revision, undo, clear, discard, problem, toPng };
}
