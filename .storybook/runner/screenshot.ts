/**
 * A stable full-page screenshot: taken until two consecutive frames are byte-identical. A focus a
 * play function left on a button, tab or card (its focus ring) is blurred first.
 */
import type { Page } from 'playwright-core';
import { NotSettledError } from './readiness';

/** Two identical frames in a row are required; give up (and fail) after this many. */
const MAX_SCREENSHOTS = 20;

/**
 * Blurs the focused element, looking through shadow roots and same-origin iframes, unless it takes
 * text (an input, a text area, an editable region or a select): a field's focused look is part of
 * its state, and blurring it would run its blur validation.
 */
export async function blurFocus(page: Page): Promise<void> {
  await page.evaluate(() => {
    // tag names, not instanceof: an element of an iframe belongs to that frame's realm
    const NOT_TEXT = ['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'];
    const takesText = (element: HTMLElement) =>
      ['TEXTAREA', 'SELECT'].includes(element.tagName) ||
      element.isContentEditable ||
      (element.tagName === 'INPUT' && !NOT_TEXT.includes((element as HTMLInputElement).type));
    let focused = document.activeElement as HTMLElement | null;
    for (;;) {
      const inner = (focused?.shadowRoot?.activeElement ??
        (focused?.tagName === 'IFRAME' ? (focused as HTMLIFrameElement).contentDocument?.activeElement : null)) as HTMLElement | null | undefined;
      if (!inner) break;
      focused = inner;
    }
    if (focused && focused !== focused.ownerDocument.body && typeof focused.blur === 'function' && !takesText(focused)) focused.blur();
  });
}

/** `fullPage` false: the viewport as the user sees it, for a story that scrolls to what it is about. */
export async function stableScreenshot(page: Page, options: { keepFocus: boolean; fullPage: boolean }): Promise<Buffer> {
  if (!options.keepFocus) await blurFocus(page);
  const shoot = () => page.screenshot({ fullPage: options.fullPage, animations: 'disabled', caret: 'hide' });
  let previous = await shoot();
  for (let attempt = 2; attempt <= MAX_SCREENSHOTS; attempt += 1) {
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new NotSettledError(
    `frames never agreed in ${MAX_SCREENSHOTS} screenshots: something keeps moving ` +
      '(a JavaScript animation, a timer, or a live clock)',
  );
}
