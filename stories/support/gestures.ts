import MockDate from 'mockdate';

/**
 * A finger pulling the page down, as the app's PullToRefresh hears it: touch events where the
 * browser has them, pointer events otherwise (desktop Chromium, the visual suite): start, a few
 * moves well past the 60 px threshold, end.
 */
export async function pullDown(target: Element, distance = 240): Promise<void> {
  // pulling refreshes only at the top of the page (an earlier story may have left it scrolled)
  window.scrollTo(0, 0);
  const rect = target.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const startY = rect.top + 10;
  const touch = 'ontouchstart' in window;

  const fire = (phase: 'start' | 'move' | 'end', y: number) => {
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

  fire('start', startY);
  for (let step = 1; step <= 8; step += 1) {
    await frame();
    fire('move', startY + (distance * step) / 8);
  }
  await frame();
  fire('end', startY + distance);
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
