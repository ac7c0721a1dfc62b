/**
 * Scale-to-fit for the canvas: when the story's webview (375x812, 414x896, ...) is taller or wider
 * than the canvas, the manager's zoom steps down until the whole phone shows, at its full webview
 * size (at 1280x900 with the panel at the side: 90%); back at 100% when it fits. Storybook keeps its zoom in the toolbar's own state, so the steps go through the zoom
 * tool's registered shortcuts (`zoom-zoomIn`, `zoom-zoomOut`), as a keyboard user would; the
 * current zoom is read back from the frame's `data-scale`. Runs on a story render, a viewport
 * change and a canvas resize (panel moved or closed, window resized), never on the user's own zoom.
 */
import type { API } from 'storybook/manager-api';

/** Storybook's zoom levels at or below 100%, largest first (manager zoom tool). */
export const FIT_LEVELS = [1, 0.9, 0.75, 0.5, 0.25] as const;

/**
 * Room Storybook's viewport wrapper keeps around the frame: the dimension inputs above (6 + 28 +
 * 6), the frame's border and the 40 px resize margin below and at the sides. A frame taller than
 * what is left is not scrolled but squeezed (the wrapper is a flex column), so the story would
 * render in a shorter webview than it names: the zoom must make it fit.
 */
const CHROME = { top: 6 + 28 + 6, bottom: 2 + 40, sides: 2 + 2 * 40 } as const;

export interface Box {
  width: number;
  height: number;
}

/** The largest zoom level at which a frame of `frame` size fits a canvas of `canvas` size. */
export function fitLevel(frame: Box, canvas: Box): number {
  const room = { width: canvas.width - CHROME.sides, height: canvas.height - CHROME.top - CHROME.bottom };
  return FIT_LEVELS.find((level) => frame.width * level <= room.width && frame.height * level <= room.height) ?? FIT_LEVELS[FIT_LEVELS.length - 1]!;
}

const px = (value: unknown) => (typeof value === 'string' && /^\d+(\.\d+)?px$/.test(value) ? Number.parseFloat(value) : undefined);

/** The fixed size of the selected viewport, if any (none: responsive, nothing to fit). */
function viewportSize(api: API): Box | undefined {
  const globals = api.getGlobals() as { viewport?: { value?: string; isRotated?: boolean } | string };
  const selected = typeof globals.viewport === 'string' ? { value: globals.viewport } : globals.viewport;
  const options = api.getCurrentParameter<{ options?: Record<string, { styles?: { width?: string; height?: string } }> } | undefined>('viewport')?.options;
  const styles = selected?.value ? options?.[selected.value]?.styles : undefined;
  const width = px(styles?.width);
  const height = px(styles?.height);
  if (width === undefined || height === undefined) return undefined;
  return 'isRotated' in (selected ?? {}) && selected?.isRotated ? { width: height, height: width } : { width, height };
}

function frameWrapper(): HTMLElement | null {
  return document.getElementById('storybook-preview-iframe')?.closest<HTMLElement>('[data-scale]') ?? null;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Waits until the frame's zoom differs from `before` (React re-rendered the zoom tool). */
async function zoomChangedFrom(before: number): Promise<number> {
  for (let frame = 0; frame < 30; frame += 1) {
    await nextFrame();
    const now = Number(frameWrapper()?.dataset.scale ?? before);
    if (now !== before) return now;
  }
  return before;
}

let fitting = false;
/** A fit asked for while one was running (e.g. the URL's viewport global arriving mid-fit). */
let askedAgain = false;

/** Zooms the canvas so the selected viewport's frame fits (at most 100%). */
export async function fitCanvas(api: API): Promise<void> {
  if (fitting) {
    askedAgain = true;
    return;
  }
  const wrapper = frameWrapper();
  const canvas = wrapper?.parentElement;
  const frame = viewportSize(api);
  if (!wrapper || !canvas || !frame || api.getUrlState().viewMode !== 'story') return;
  fitting = true;
  try {
    const target = fitLevel(frame, { width: canvas.clientWidth, height: canvas.clientHeight });
    const shortcuts = api.getAddonsShortcuts();
    for (let step = 0; step < FIT_LEVELS.length * 2; step += 1) {
      const scale = Number(wrapper.dataset.scale ?? 1);
      if (scale === target) return;
      const action = shortcuts[scale > target ? 'zoom-zoomOut' : 'zoom-zoomIn']?.action;
      if (!action) return;
      // the registered action closes over the zoom it was registered at: take the latest each step
      (api.getAddonsShortcuts()[scale > target ? 'zoom-zoomOut' : 'zoom-zoomIn']?.action ?? action)();
      if ((await zoomChangedFrom(scale)) === scale) return;
    }
  } finally {
    fitting = false;
    if (askedAgain) {
      askedAgain = false;
      void fitCanvas(api);
    }
  }
}

/** Fits on every story render, viewport change and canvas resize. */
export function installFitCanvas(api: API): void {
  let scheduled = 0;
  const schedule = () => {
    cancelAnimationFrame(scheduled);
    scheduled = requestAnimationFrame(() => void fitCanvas(api));
  };
  api.on('storyRendered', schedule);
  api.on('globalsUpdated', schedule);
  const observer = new ResizeObserver(schedule);
  const observe = () => {
    const canvas = frameWrapper()?.parentElement;
    if (canvas) observer.observe(canvas);
    else setTimeout(observe, 250);
  };
  observe();
}
