import { isRejectedWithValue, type TypedStartListening } from '@reduxjs/toolkit';
import { isApiError } from '@/api/errors';
import { translate } from '@/platform/i18n';
import { currentLocation, currentPath, navigateTo, REDIRECT_DELAY_MS } from '@/platform/navigation';
import { loginHref, paths } from '@/routes';
import { writeStored } from '@/platform/storage';
import { deviceInfoReceived, localeChanged } from '@/state/device';
import { loggedIn, loggedOut, userInfoChanged } from '@/state/session';
import type { AppDispatch, RootState } from '@/state/root';
import { alertDialog, showToast } from '@/platform/feedback';

type StartListening = TypedStartListening<RootState, AppDispatch>;

/** A mutation (add to cart, create order): an action, whose failure no page state shows. */
function isMutation(action: { meta?: unknown }): boolean {
  return (action.meta as { arg?: { type?: unknown } } | undefined)?.arg?.type === 'mutation';
}

/**
 * The one place where the error catalogue (docs/decisions.md) turns into UI side effects,
 * plus persistence of the session and device keys. Screens and the baseQuery stay pure.
 */
export function registerEffects(startListening: StartListening): void {
  let redirecting = false;

  startListening({
    matcher: isRejectedWithValue,
    effect: async (action, api) => {
      const error = action.payload;
      if (!isApiError(error)) return;
      const t = (key: Parameters<typeof translate>[1]) => translate(api.getState().device.locale, key);

      // one failure, one message: a query's failure is shown where its content would be (the
      // screen's error or empty state says the server's words), so only an action's is toasted
      if (error.kind === 'business' && error.notify && error.message) {
        if (isMutation(action)) showToast({ content: error.message });
      } else if ((error.kind === 'sessionExpired' || error.kind === 'forcedOffline') && !redirecting) {
        redirecting = true;
        if (error.kind === 'sessionExpired') {
          api.dispatch(loggedOut());
          showToast({ content: t('session.sessionExpired') }, { travels: true });
          await api.delay(REDIRECT_DELAY_MS);
        } else {
          // the dialog comes first: the user stays on the page until 知道了. Logged out before it,
          // a login-only page's guard would leave for /login at once, behind the open dialog.
          // Meanwhile the server answers the old sid 601 again, which this flag keeps quiet.
          await alertDialog({
            title: t('session.forcedOfflineTitle'),
            content: error.message,
            confirmText: t('session.forcedOfflineConfirm'),
          });
          api.dispatch(loggedOut());
        }
        // the way back is where the user was, public page or not (a login-only page may already
        // have sent the user to /login with it); a user who has logged in again meanwhile (the
        // guard's /login came first) is not sent back there
        const loggedInAgain = api.getState().session.sid !== '';
        if (!api.signal.aborted && !loggedInAgain && currentPath() !== paths.login) navigateTo(loginHref(currentLocation()), { replace: true });
        redirecting = false;
      }
    },
  });

  startListening({
    matcher: (action) => loggedIn.match(action) || loggedOut.match(action) || userInfoChanged.match(action),
    effect: (_action, api) => {
      const { sid, userInfo } = api.getState().session;
      writeStored('sid', sid);
      writeStored('userInfo', userInfo);
    },
  });

  startListening({
    actionCreator: deviceInfoReceived,
    effect: (_action, api) => {
      const { statusBarHeight, deviceId } = api.getState().device;
      writeStored('deviceInfo', deviceId ? { statusBarHeight, deviceId } : { statusBarHeight });
    },
  });

  startListening({
    actionCreator: localeChanged,
    effect: (action) => {
      writeStored('locale', action.payload);
    },
  });
}
