import { describe, expect, it } from 'vitest';
import { loggedIn, loggedOut, selectIsLoggedIn } from '@/app/slices/session';
import { persistedState } from '@/app/store';
import { readStored } from '@/platform/storage';
import { sessions } from '@mocks/data/sessions';
import { makeTestStore } from './teardown';

describe('session persistence', () => {
  it('login persists sid and userInfo; logout clears both', () => {
    const store = makeTestStore();
    store.dispatch(loggedIn(sessions.agent));
    expect(readStored('sid')).toBe(sessions.agent.sid);
    expect(readStored('userInfo')).toEqual(sessions.agent.userInfo);
    expect(selectIsLoggedIn(store.getState())).toBe(true);

    store.dispatch(loggedOut());
    expect(window.localStorage.getItem('sid')).toBeNull();
    expect(window.localStorage.getItem('userInfo')).toBeNull();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it('a new store restores the persisted session; corrupt values start logged out', () => {
    makeTestStore().dispatch(loggedIn(sessions.buyer));
    expect(selectIsLoggedIn(makeTestStore(persistedState()).getState())).toBe(true);

    window.localStorage.setItem('sid', '{broken');
    window.localStorage.setItem('userInfo', '[1,');
    const restored = makeTestStore(persistedState()).getState();
    expect(restored.session).toEqual({ sid: '', userInfo: null });
  });
});
