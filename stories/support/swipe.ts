/**
 * A finger swiping `target` to the left, as antd-mobile's Swiper hears it. use-gesture listens to
 * touch events where the browser has them and to pointer events otherwise (desktop Chromium, the
 * visual suite): start, a few moves, end. (The same gesture as screens/home/gestures.ts, sideways: Swiper and SwipeAction.)
 */
export async function swipeLeft(target: Element, distance = 240): Promise<void> {
  const rect = target.getBoundingClientRect();
  const startX = rect.left + rect.width - 40;
  const y = rect.top + rect.height / 2;
  const touch = 'ontouchstart' in window;

  const fire = (phase: 'start' | 'move' | 'end', x: number) => {
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

  fire('start', startX);
  for (let step = 1; step <= 8; step += 1) {
    await frame();
    fire('move', startX - (distance * step) / 8);
  }
  await frame();
  fire('end', startX - distance);
}
