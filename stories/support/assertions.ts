/**
 * What plays assert outside the canvas: toasts and dialogs (portals on document.body, `page()`),
 * and where the story's memory router is (`currentLocation()`, `expectRoute('/login')`).
 * The one copy of these: story files import them from here, never re-read the probe themselves.
 */
import { expect, waitFor, within } from 'storybook/test';
import { loginHref, paths } from '@/routes';

/** Toasts and dialogs render in portals on document.body, outside the story canvas. */
export const page = () => within(document.body);

export async function expectToast(text: string): Promise<void> {
  await waitFor(() => {
    const toasts = Array.from(document.querySelectorAll('.adm-toast-main'));
    return expect(toasts.map((toast) => toast.textContent ?? '').join('|')).toContain(text);
  });
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

/**
 * The story ended on /login with the way back to where the session expired: `from` (the story's
 * route) as `?redirect=`, or plain /login from an auth page (issue 10 item 4).
 */
export async function expectLoginWithWayBack(from: string): Promise<void> {
  // a story on /login itself stays where it is, with its own way back
  const expected = from.split('?')[0] === paths.login ? from : loginHref(from);
  await waitFor(() => expect(currentLocation()).toBe(expected), { timeout: 3000 });
}
