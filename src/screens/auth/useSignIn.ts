import type { LoginResult } from '@/api/types/member';
import { useAppDispatch } from '@/state/hooks';
import { loggedIn } from '@/state/session';
import { writeStored } from '@/platform/storage';

/**
 * Takes a buyer login's answer into the app: the chat token stored, the session in the store, and
 * the account recorded on this device for the switch-account list (never its password).
 */
export function useSignIn(): (session: LoginResult) => void {
  const dispatch = useAppDispatch();
  return (session) => {
    writeStored('imToken', session.imToken);
    dispatch(loggedIn({ sid: session.sid, userInfo: session.userInfo }));
    // the switch-account list is read on one settings page only: its module loads after the login,
    // not with the login page (whose bytes every guest opening a login-only route pays)
    void import('@/platform/deviceAccounts')
      .then(({ recordDeviceAccount }) => recordDeviceAccount(session.userInfo))
      .catch(() => undefined);
  };
}
