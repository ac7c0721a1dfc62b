/** A stable full-page screenshot: taken until two consecutive frames are byte-identical. */
import type { Page } from 'playwright-core';
import { NotSettledError } from './readiness';

/** Two identical frames in a row are required; give up (and fail) after this many. */
const MAX_SCREENSHOTS = 20;

export async function stableScreenshot(page: Page): Promise<Buffer> {
  const shoot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
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
