/**
 * Reveals queued pieces of a page one at a time, with a paint between them.
 *
 * A launch's answers come in close together. Revealed as they came, the home page's sections were
 * one React commit, and the browser then laid out and painted the whole page at once: some 550
 * boxes of Chinese text shaped for the first time, 110-145 ms of layout at 4x CPU slowdown in one
 * task. Queued, each section is committed in a task of its own and laid out and painted in the
 * frame after it, before the next one is revealed (docs/performance.md).
 *
 * `queueReveal(reveal)` runs `reveal` at once when nothing is being revealed, else after the pieces
 * queued before it. The returned `release` says the piece is done: its reveal has committed, or
 * it no longer wants one (unmounted, failed, hidden). The next piece is revealed once the browser
 * has painted (a frame, then a task); where there are no frames (a page loaded hidden, jsdom) in the
 * next task. A piece that is not released within `REVEAL_TIMEOUT_MS` stops holding up the others.
 */
interface Piece {
  reveal: () => void;
  started: boolean;
}

export const REVEAL_TIMEOUT_MS = 1000;

const waiting: Piece[] = [];
let current: Piece | undefined;

function afterNextPaint(run: () => void): void {
  if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

function revealNext(): void {
  if (current) return;
  const piece = waiting.shift();
  if (!piece) return;
  current = piece;
  piece.started = true;
  setTimeout(() => finish(piece), REVEAL_TIMEOUT_MS);
  piece.reveal();
}

function finish(piece: Piece): void {
  if (current !== piece) return;
  current = undefined;
  if (waiting.length > 0) afterNextPaint(revealNext);
}

/** Whether a piece is being revealed or waits its turn: the page has more to draw (the story runner waits for it). */
export function revealsPending(): boolean {
  return current !== undefined || waiting.length > 0;
}

export function queueReveal(reveal: () => void): () => void {
  const piece: Piece = { reveal, started: false };
  waiting.push(piece);
  revealNext();
  return () => {
    if (piece.started) finish(piece);
    else if (waiting.includes(piece)) waiting.splice(waiting.indexOf(piece), 1);
  };
}

let openingRender = false;
let openingSlots = 0;

/**
 * The app's first render (src/app/renderApp.tsx), until it has committed: of the views that mount in
 * it with their answer already in the cache (a warm launch's kept data), the first (the top of the
 * page, React renders in tree order) shows in it, and the others take turns after it, instead of the
 * whole page in the first commit and its one layout. Returns the function that ends it.
 */
export function beginOpeningRender(): () => void {
  openingRender = true;
  openingSlots = 1;
  return () => {
    openingRender = false;
  };
}

/** For a view whose answer is cached as it mounts: whether it shows at once (see beginOpeningRender). */
export function showsAtOnce(): boolean {
  if (!openingRender) return true;
  if (openingSlots === 0) return false;
  openingSlots -= 1;
  return true;
}
