import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import { readStored } from '@/platform/storage';
import { rootReducer, type AppDispatch, type RootState } from '@/state/root';
import { registerEffects } from './effects';

/** State restored from the keys the client persists (session, device answers, locale). */
export function persistedState(): Partial<RootState> {
  return {
    session: { sid: readStored('sid'), userInfo: readStored('userInfo') },
    device: { ...readStored('deviceInfo'), statusBarHeight: readStored('deviceInfo')?.statusBarHeight ?? 0, locale: readStored('locale') },
  };
}

/**
 * One factory for the app, unit tests and every story (each story gets a fresh store,
 * so no RTK Query cache leaks between them).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
  });
  registerEffects(listener.startListening.withTypes<RootState, AppDispatch>());
  // the typed hooks in src/state promise screens an AppDispatch: this assignment checks the real one is
  const dispatch: AppDispatch = store.dispatch;
  setupListeners(dispatch);
  // stops pending side effects (a redirect 500 ms after a toast) when the store's screen goes away
  return Object.assign(store, { dispose: () => listener.clearListeners() });
}

export type AppStore = ReturnType<typeof makeStore>;
