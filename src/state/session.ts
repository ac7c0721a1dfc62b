import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@/models/member';

/**
 * The signed-in session: the server's sid (sent in the request header object; the transport reads
 * it through src/state/requestIdentity.ts) and the user it belongs to. The app's effects persist
 * both keys.
 */
export interface SessionState {
  sid: string;
  userInfo: UserInfo | null;
}

export const initialSession: SessionState = { sid: '', userInfo: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    loggedIn(_state, action: PayloadAction<{ sid: string; userInfo: UserInfo | null }>) {
      return { sid: action.payload.sid, userInfo: action.payload.userInfo };
    },
    /** The member changed a field of the account (a new mobile, a nickname): the kept user follows. Nothing without a session. */
    userInfoChanged(state, action: PayloadAction<Partial<Pick<UserInfo, 'mobile' | 'nickname' | 'avatar'>>>) {
      if (state.sid && state.userInfo) state.userInfo = { ...state.userInfo, ...action.payload };
    },
    /** Logout and session expiry both clear sid and userInfo. */
    loggedOut() {
      return initialSession;
    },
  },
  selectors: {
    selectIsLoggedIn: (state) => state.sid !== '',
    selectUserInfo: (state) => state.userInfo,
  },
});

export const { loggedIn, loggedOut, userInfoChanged } = sessionSlice.actions;
export const { selectIsLoggedIn, selectUserInfo } = sessionSlice.selectors;
