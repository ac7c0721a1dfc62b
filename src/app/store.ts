import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import { readStored } from '@/platform/storage';
import { deviceSlice } from './slices/device';
import { sessionSlice } from './slices/session';
import { registerEffects } from './effects';

const rootReducer = combineSlices(baseApi, sessionSlice, deviceSlice);
export type RootState = ReturnType<typeof rootReducer>;

/** State restored from the client-persisted keys (spec section 3). */
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
  setupListeners(store.dispatch);
  // stops pending side effects (a redirect 500 ms after a toast) when the store's screen goes away
  return Object.assign(store, { dispose: () => listener.clearListeners() });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
