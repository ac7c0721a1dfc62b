import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { memberApi } from '@/api/memberApi';
import { writeStored } from '@/platform/storage';
import { useAppDispatch } from '@/state/hooks';
import { loggedOut } from '@/state/session';

/**
 * Ends the session on this device and leaves for `to` (/home as a guest, or /login to sign in
 * again): sid and userInfo cleared (the app's effects drop the stored keys), the chat token
 * dropped and RTK Query's whole cache reset, so nothing of the old member shows to the next one.
 *
 * The session ends once the page has left, when this screen unmounts: every settings page is
 * login-only, and ended while still shown, its guard would send the user to /login instead.
 */
export function useSignOut(): (to: string, state?: unknown) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const pending = useRef(false);

  useEffect(
    () => () => {
      if (!pending.current) return;
      pending.current = false;
      writeStored('imToken', '');
      dispatch(loggedOut());
      dispatch(memberApi.util.resetApiState());
    },
    [dispatch],
  );

  return useCallback(
    (to: string, state?: unknown) => {
      pending.current = true;
      void navigate(to, { replace: true, state });
    },
    [navigate],
  );
}
