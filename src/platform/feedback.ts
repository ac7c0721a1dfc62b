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

/** A toast (antd-mobile Toast.show): `content`, optional `icon` 'success' | 'fail' | 'loading'. */
export function showToast(props: ToastShowProps): void {
  loadUi().then(({ Toast }) => void Toast.show(props), logLoadFailure);
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
