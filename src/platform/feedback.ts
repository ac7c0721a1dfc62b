import type { DialogAlertProps, DialogConfirmProps, ToastShowProps } from 'antd-mobile';

/*
 * Toasts and dialogs, the app's one way to show them. antd-mobile's Toast and Dialog (with their
 * mask and popup) animate with react-spring: about 20 KB gzip that no page needs for its first
 * paint. They load when the first message is shown, a few milliseconds later; a failure to load
 * them is logged and never thrown at the caller. The app preloads them on the first touch.
 */
const loadUi = () => import('./feedbackUi');

/** Fetches the toast/dialog module ahead of the first message (the app calls it on the first touch). */
export function preloadFeedback(): Promise<unknown> {
  return loadUi().catch(logLoadFailure);
}

function logLoadFailure(error: unknown): void {
  console.warn('[feedback] the toast/dialog module did not load', error);
}

export interface ToastOptions {
  /**
   * The toast belongs to where the user is going, not to the page that shows it (请先登录 on the way
   * to /login, 登录已过期 before the redirect): a route change does not clear it.
   */
  travels?: boolean;
}

/*
 * antd-mobile shows one toast at a time. Which one is on screen (by the order the calls were made)
 * and whether it travels decide what a route change clears.
 */
let shown = 0;
let travellingToast = 0;

/** A toast (antd-mobile Toast.show): `content`, optional `icon` 'success' | 'fail' | 'loading'. */
export function showToast(props: ToastShowProps, options: ToastOptions = {}): void {
  shown += 1;
  if (options.travels) travellingToast = shown;
  loadUi().then(({ Toast }) => void Toast.show(props), logLoadFailure);
}

/**
 * A neutral notice for what the user must do next (请先登录): no error icon, low on the screen
 * (below the login form, never over its fields or agreement line), and it travels with the
 * navigation it announces.
 */
export function showNotice(content: string): void {
  showToast({ content, position: 'bottom' }, { travels: true });
}

/**
 * A route change: a transient toast of the page left behind (已加入购物车) goes with it, so it never
 * sits over the next page. A toast that travels stays. Nothing to do before the first toast.
 */
export function clearPageToasts(): void {
  if (shown === 0 || travellingToast === shown) return;
  const clearing = shown;
  loadUi().then(({ Toast }) => {
    // a toast shown after the route change (the new page's own) is not cleared
    if (shown === clearing) Toast.clear();
  }, logLoadFailure);
}

/** An alert dialog; resolves when it is confirmed (or at once if it could not be shown). */
export function alertDialog(props: DialogAlertProps): Promise<void> {
  return loadUi().then(({ Dialog }) => Dialog.alert(props), logLoadFailure);
}

/** A confirm dialog; resolves true when confirmed, false when cancelled or not shown. */
export function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return loadUi().then(
    ({ Dialog }) => Dialog.confirm(props),
    (error: unknown) => {
      logLoadFailure(error);
      return false;
    },
  );
}
