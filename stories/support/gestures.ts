import MockDate from 'mockdate';

interface Point {
  x: number;
  y: number;
}

/**
 * A finger dragging on `target` from one point to another, as the app's PullToRefresh and
 * antd-mobile's Swiper / SwipeAction (use-gesture) hear it: touch events where the browser has
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

/** A finger swiping `target` to the left from near its right edge (Swiper, SwipeAction). */
export async function swipeLeft(target: Element, distance = 240): Promise<void> {
  const rect = target.getBoundingClientRect();
  const start = { x: rect.left + rect.width - 40, y: rect.top + rect.height / 2 };
  await drag(target, start, { x: start.x - distance, y: start.y });
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
