/**
 * What plays assert outside the canvas: toasts and dialogs (portals on document.body, `page()`),
 * and where the story's memory router is (`currentLocation()`, `expectRoute('/login')`).
 * The one copy of these: story files import them from here, never re-read the probe themselves.
 */
import { expect, waitFor, within } from 'storybook/test';

/** Toasts and dialogs render in portals on document.body, outside the story canvas. */
export const page = () => within(document.body);

export async function expectToast(text: string): Promise<void> {
  await waitFor(() => {
    const toasts = Array.from(document.querySelectorAll('.adm-toast-main'));
    return expect(toasts.map((toast) => toast.textContent ?? '').join('|')).toContain(text);
  });
}

/** A neutral notice (请先登录): a toast without the error or success icon. */
export async function expectNotice(text: string): Promise<void> {
  await expectToast(text);
  await expect(document.querySelector('.adm-toast-main .adm-toast-icon')).toBeNull();
}

export async function expectNoToast(): Promise<void> {
  await expect(document.querySelector('.adm-toast-main')).toBeNull();
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
    { timeout: options?.timeout ?? 3000 },
  );
}
