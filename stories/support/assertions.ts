/**
 * What plays assert outside the canvas: toasts and dialogs (portals on document.body, `page()`),
 * and where the story's memory router is (`currentLocation()`, `expectRoute('/login')`).
 * The one copy of these: story files import them from here, never re-read the probe themselves.
 */
import { expect, getConfig, mocked, waitFor, within } from 'storybook/test';
import { sheetTapsAttribute } from '@/components/Sheet/tapGuard';
import { showToast } from '@/platform/feedback';
import { loginHref, paths } from '@/routes';
import type { StoryText } from './text';

/** Toasts and dialogs render in portals on document.body, outside the story canvas. */
export const page = () => within(document.body);

/**
 * A wait of at least `ms`, and never shorter than the run's own (.storybook/preview.tsx sets 5 s
 * in the story runner, 15 s in Storybook's UI): a helper's longer wait must not cut the run's own
 * short on a slow machine.
 */
export const patience = (ms: number): { timeout: number } => ({ timeout: Math.max(ms, getConfig().asyncUtilTimeout) });

/**
 * A bottom sheet (src/components/Sheet) by its test id, once it takes taps: a sheet ignores taps
 * for a moment after it opens (the second tap of a double tap), so a play taps only after this.
 */
export async function findOpenSheet(testId: string, options?: { timeout?: number }): Promise<HTMLElement> {
  return takingTaps(await page().findByTestId(testId, {}, options));
}

/** `inside` (what a sheet holds, found another way: its dialog by name) once its sheet takes taps. */
export async function takingTaps(inside: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(inside.closest(`[${sheetTapsAttribute}]`)).toHaveAttribute(sheetTapsAttribute, 'on'));
  return inside;
}

/** Toasts come through the feedback UI loaded on first use: on a loaded machine that takes over 1 s. */
const TOAST_WAIT_MS = 5000;

export async function expectToast(text: string): Promise<void> {
  await waitFor(
    () => {
      const toasts = Array.from(document.querySelectorAll('.adm-toast-main'));
      return expect(toasts.map((toast) => toast.textContent ?? '').join('|')).toContain(text);
    },
    { timeout: TOAST_WAIT_MS },
  );
}

/**
 * The lines of `element`'s text as the browser broke them: no line holds a lone character (the
 * CJK widow "勐海古树普洱生茶 / 饼", "请稍后再 / 试"). Lines are the text's client rects grouped by top.
 */
export async function expectNoLoneCharacterLine(element: Element): Promise<void> {
  const range = document.createRange();
  range.selectNodeContents(element);
  const lines = new Map<number, number>();
  for (const rect of Array.from(range.getClientRects())) {
    if (rect.width === 0) continue;
    const top = Math.round(rect.top);
    lines.set(top, (lines.get(top) ?? 0) + rect.width);
  }
  const fontSize = parseFloat(getComputedStyle(element).fontSize);
  const widths = Array.from(lines.entries()).sort(([a], [b]) => a - b).map(([, width]) => width);
  for (const width of widths) await expect(width).toBeGreaterThan(fontSize * 1.5);
  // a Latin word is never split across two lines ("cannot b / e before")
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/[A-Za-z]{2,}/g)) {
      const word = document.createRange();
      word.setStart(node, match.index);
      word.setEnd(node, match.index + match[0].length);
      const tops = new Set(Array.from(word.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      await expect(tops.size, `"${match[0]}" is split across lines`).toBeLessThanOrEqual(1);
    }
  }
}

/** A neutral notice (请先登录): a toast without the error or success icon. */
export async function expectNotice(text: string): Promise<void> {
  await expectToast(text);
  await expect(document.querySelector('.adm-toast-main .adm-toast-icon')).toBeNull();
}

export async function expectNoToast(): Promise<void> {
  await expect(document.querySelector('.adm-toast-main')).toBeNull();
}

/**
 * One failure, one message: the app never asked for a toast saying `text` in this story, and no
 * toast is on the page. Read from the requests (showToast is a spy in every story:
 * .storybook/preview.tsx), because an asked-for toast reaches the page only once the lazily loaded
 * toast UI is in, well after the failure shows in place. Call it once the screen shows the failure:
 * the app's error listener decides in the dispatch that stores the failure, before any render.
 */
export async function expectNotToasted(text: string): Promise<void> {
  const asked = mocked(showToast).mock.calls.map(([props]) => props.content);
  await expect(asked).not.toContain(text);
  await expectNoToast();
}

/**
 * The story runs in a webview `width` px wide (`atWidth`): a check of how text breaks at 320 tests
 * nothing when the page is 375 wide.
 */
export async function expectWebviewWidth(width: number): Promise<void> {
  await expect(window.innerWidth, 'the webview width the story runs at').toBe(width);
}

/** Where the story's memory router is now (pathname + search), from StoryApp's location probe. */
export function currentLocation(): string {
  return document.querySelector('[data-testid="story-location"]')?.textContent ?? '';
}

/** The route the story's memory router is at (pathname + search). */
export async function expectRoute(pathname: string, options?: { timeout?: number }): Promise<void> {
  await waitFor(
    () => {
      return expect(currentLocation().split('?')[0]).toBe(pathname);
    },
    patience(options?.timeout ?? 3000),
  );
}

/**
 * The story's memory router is at `location` (pathname + search): waited for, since a tap's
 * navigation (or a replace that follows it) lands a render or two after the tap. A check that the
 * page did not move passes at once, as a plain read would.
 */
export async function expectLocation(location: string): Promise<void> {
  await waitFor(() => expect(currentLocation()).toBe(location), patience(3000));
}

/**
 * The story ended on /login with the way back to where the session expired: `from` (the story's
 * route) as `?redirect=`, or plain /login from an auth page (issue 10 item 4).
 */
export async function expectLoginWithWayBack(from: string): Promise<void> {
  // a story on /login itself stays where it is, with its own way back
  const expected = from.split('?')[0] === paths.login ? from : loginHref(from);
  await waitFor(() => expect(currentLocation()).toBe(expected), patience(3000));
}

/** antd-mobile's full-size image viewer (rendered on document.body), once it is open. */
export async function findImageViewer(): Promise<HTMLElement> {
  return waitFor(() => {
    const element = document.querySelector<HTMLElement>('.adm-image-viewer-content');
    if (!element) throw new Error('the full-size viewer is not open');
    return element;
  });
}

/**
 * The full-size viewer is a dark, opaque stage: its mask black with no transparency (rgb, not
 * rgba) and fully faded in, so nothing of the page shows through, and its `counter` ("1 / 3")
 * white on it. Gives the mask and the counter, for checks of what covers what.
 */
export async function expectOpaqueViewer(viewer: HTMLElement, counter: string): Promise<{ mask: HTMLElement; counter: HTMLElement }> {
  // the mask as it is now: while the viewer opens on a slow machine its element can be replaced
  // (a detached element's computed style is empty), so each check finds the open viewer's mask again
  const currentMask = () => {
    const open = viewer.isConnected ? viewer : document.querySelector<HTMLElement>('.adm-image-viewer-content');
    const found = open?.closest<HTMLElement>('.adm-mask');
    if (!found) throw new Error('the viewer has no mask');
    return found;
  };
  await waitFor(() => expect(getComputedStyle(currentMask()).backgroundColor).toBe('rgb(0, 0, 0)'));
  await waitFor(() => expect(getComputedStyle(currentMask()).opacity).toBe('1'));
  const mask = currentMask();
  const text = await page().findByText(counter);
  await expect(getComputedStyle(text).color).toBe('rgb(255, 255, 255)');
  return { mask, counter: text };
}

/**
 * A guest met a page or tap that needs a member: the 请先登录 notice, then /login with the way back
 * to `from` (pathname + search) as `?redirect=`.
 */
export async function expectLoginFirst(t: StoryText, from: string): Promise<void> {
  await expectNotice(t('session.loginFirst'));
  await expectRoute('/login');
  await expectLocation(`/login?redirect=${encodeURIComponent(from)}`);
}
