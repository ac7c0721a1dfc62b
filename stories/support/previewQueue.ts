/**
 * Turns for the Docs page's story iframes: a preview loads only when it is near the viewport and
 * holds a turn, and at most `concurrency` hold one at once, first asked first served. Each story
 * iframe boots a whole Storybook preview (MSW worker, store, play function); a page of twenty
 * booting together on a 2-core machine starves their play functions' waits, which then fail and
 * leave the previews in the wrong state. One at a time, each renders as it does on the canvas.
 */
export interface PreviewQueue {
  /** Asks for a turn; `start` runs when granted. Returns the release (also cancels a waiting ask). */
  request(start: () => void): () => void;
  /** turns held now */
  readonly active: number;
  /** asks still waiting */
  readonly waiting: number;
}

export function createPreviewQueue(concurrency = 1): PreviewQueue {
  const waiting: { start: () => void }[] = [];
  let active = 0;
  const pump = () => {
    while (active < concurrency && waiting.length > 0) {
      const next = waiting.shift()!;
      active += 1;
      next.start();
    }
  };
  return {
    request(start) {
      let granted = false;
      let released = false;
      const ask = {
        start: () => {
          granted = true;
          start();
        },
      };
      waiting.push(ask);
      pump();
      return () => {
        if (released) return;
        released = true;
        if (granted) {
          active -= 1;
          pump();
        } else {
          waiting.splice(waiting.indexOf(ask), 1);
        }
      };
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** Storybook's render phases after which a story is done (the play function has run or failed). */
const DONE = new Set(['completed', 'afterEach', 'finished', 'aborted', 'errored']);

interface PreviewGlobal {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
}

/** Whether the story in a preview iframe's window has finished rendering and playing. */
export function storyDone(view: Window | null): boolean {
  const preview: PreviewGlobal['__STORYBOOK_PREVIEW__'] = view && '__STORYBOOK_PREVIEW__' in view ? (view.__STORYBOOK_PREVIEW__ as PreviewGlobal['__STORYBOOK_PREVIEW__']) : undefined;
  const phase = preview?.currentRender?.phase;
  return phase !== undefined && DONE.has(phase);
}
