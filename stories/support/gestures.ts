import MockDate from 'mockdate';
import { expect, waitFor } from 'storybook/test';
import { patience } from './assertions';

interface Point {
  x: number;
  y: number;
}

/**
 * A finger dragging on `target` from one point to another, as the app's PullToRefresh and
 * antd-mobile's Swiper (use-gesture) hear it: touch events where the browser has
 * them, pointer events otherwise (desktop Chromium, the visual suite): start, eight moves a frame
 * apart, end.
 */
export async function drag(target: Element, from: Point, to: Point): Promise<void> {
  const touch = 'ontouchstart' in window;
  const fire = (phase: 'start' | 'move' | 'end', { x, y }: Point) => {
    if (touch) {
      const point = new Touch({ identifier: 1, target, clientX: x, clientY: y, pageX: x, pageY: y, screenX: x, screenY: y });
      const active = phase === 'end' ? [] : [point];
      const type = { start: 'touchstart', move: 'touchmove', end: 'touchend' }[phase];
      target.dispatchEvent(
        new TouchEvent(type, { bubbles: true, cancelable: true, composed: true, touches: active, targetTouches: active, changedTouches: [point] }),
      );
      return;
    }
    const type = { start: 'pointerdown', move: 'pointermove', end: 'pointerup' }[phase];
    target.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerId: 1,
        pointerType: 'touch',
        isPrimary: true,
        clientX: x,
        clientY: y,
        screenX: x,
        screenY: y,
        button: 0,
        buttons: phase === 'end' ? 0 : 1,
      }),
    );
  };
  const frame = () => new Promise((resolve) => setTimeout(resolve, 16));

  fire('start', from);
  for (let step = 1; step <= 8; step += 1) {
    await frame();
    fire('move', { x: from.x + ((to.x - from.x) * step) / 8, y: from.y + ((to.y - from.y) * step) / 8 });
  }
  await frame();
  fire('end', to);
}

/** A finger pulling the page down from near the top of `target`, well past the 60 px threshold. */
export async function pullDown(target: Element, distance = 240): Promise<void> {
  // pulling refreshes only at the top of the page (an earlier story may have left it scrolled)
  window.scrollTo(0, 0);
  const rect = target.getBoundingClientRect();
  const start = { x: rect.left + rect.width / 2, y: rect.top + 10 };
  await drag(target, start, { x: start.x, y: start.y + distance });
}

/**
 * A finger swiping a SwipeRow open. The row is a native horizontal scroller that snaps (the browser
 * does the drag and the fling), and synthetic pointer events do not scroll it: the finger's touch
 * arms the row's snapping, as a real one does, then the row scrolls to its end, where the fling
 * would leave it, and the play waits until it is there.
 */
export async function swipeOpen(row: HTMLElement): Promise<void> {
  const { left, top, height } = row.getBoundingClientRect();
  const at = { clientX: left + row.clientWidth - 40, clientY: top + height / 2 };
  row.dispatchEvent(
    new PointerEvent('pointerdown', { bubbles: true, cancelable: true, composed: true, pointerId: 1, pointerType: 'touch', isPrimary: true, button: 0, buttons: 1, ...at }),
  );
  await new Promise((resolve) => requestAnimationFrame(resolve));
  row.scrollTo({ left: row.scrollWidth - row.clientWidth });
  await waitFor(() => expect(row.scrollLeft).toBeGreaterThanOrEqual(row.scrollWidth - row.clientWidth - 1));
}

/**
 * Scrolls to the end of the page as a user reaching the bottom of a list does. antd-mobile's
 * InfiniteScroll throttles its check on Date.now(), which the stories' frozen clock (mockdate)
 * holds still; a second passes first, as it would while a real user scrolls.
 */
export function scrollToEnd(): void {
  MockDate.set(Date.now() + 1000);
  window.scrollTo(0, document.documentElement.scrollHeight);
}

/** The pull-to-refresh head has closed again after its "done" message. */
export async function expectPullHeadClosed(): Promise<void> {
  const height = () => document.querySelector('[data-testid="pull-to-refresh-head"]')?.getBoundingClientRect().height ?? 0;
  await waitFor(() => expect(height()).toBe(0), patience(3000));
}

/** A point as a fraction of an element's box: { x: 0.5, y: 0.5 } is its centre. */
export interface BoxPoint {
  x: number;
  y: number;
}

/**
 * A finger (or a pen, or a mouse: `pointerType`) writing strokes on `target`, each stroke a path of
 * points given as fractions of the target's box, so the same strokes land alike at every width.
 * Pointer events (down, a move every 4 CSS px along the path, up), all sent in one go: nothing
 * waits on a timer, so a canvas that draws what it hears draws the same pixels on every replay.
 */
export async function drawStrokes(target: Element, strokes: readonly (readonly BoxPoint[])[], pointerType: 'touch' | 'pen' | 'mouse' = 'touch'): Promise<void> {
  const rect = target.getBoundingClientRect();
  const at = ({ x, y }: BoxPoint) => ({ clientX: rect.left + x * rect.width, clientY: rect.top + y * rect.height });
  const fire = (type: 'pointerdown' | 'pointermove' | 'pointerup', point: BoxPoint) => {
    const { clientX, clientY } = at(point);
    target.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerId: 7,
        pointerType,
        isPrimary: true,
        clientX,
        clientY,
        screenX: clientX,
        screenY: clientY,
        pressure: type === 'pointerup' ? 0 : 0.5,
        button: 0,
        buttons: type === 'pointerup' ? 0 : 1,
      }),
    );
  };
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    fire('pointerdown', first);
    let last = first;
    for (const next of rest) {
      const { clientX: x0, clientY: y0 } = at(last);
      const { clientX: x1, clientY: y1 } = at(next);
      const steps = Math.max(1, Math.round(Math.hypot(x1 - x0, y1 - y0) / 4));
      for (let step = 1; step <= steps; step += 1) {
        fire('pointermove', { x: last.x + ((next.x - last.x) * step) / steps, y: last.y + ((next.y - last.y) * step) / steps });
      }
      last = next;
    }
    fire('pointerup', last);
  }
  // the page renders what the strokes changed (undo enabled, the placeholder gone)
  await new Promise((resolve) => requestAnimationFrame(resolve));
}
