/**
 * A stable full-page screenshot: taken until two consecutive frames are byte-identical, or the
 * first frame is byte-identical to the baseline it will be compared with. A focus a play function
 * left on a button, tab or card (its focus ring) is blurred first.
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

export interface ShotOptions {
  keepFocus: boolean;
  /** false: the viewport as the user sees it, for a story that scrolls to what it is about */
  fullPage: boolean;
  /** the story's subject is a loading state: a skeleton on screen (aria-busy) does not hold the shot */
  showsLoading: boolean;
}

/**
 * `expected`: the baseline's bytes. A first frame equal to them is accepted without a second one:
 * the baseline itself was recorded as two agreeing frames, so a page that is still moving cannot
 * produce it by chance, and most stories of a run match (one screenshot saved per story).
 */
export async function stableScreenshot(page: Page, options: ShotOptions, expected?: Buffer): Promise<Buffer> {
  if (!options.keepFocus) await blurFocus(page);
  const shoot = () => page.screenshot({ fullPage: options.fullPage, animations: 'disabled', caret: 'hide' });
  let previous = await shoot();
  if (expected?.equals(previous)) return previous;
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
