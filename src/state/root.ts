import { combineSlices, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { deviceSlice } from './device';
import { sessionSlice } from './session';

/**
 * The app state's shape: RTK Query's cache plus the session and device slices. src/app/store.ts
 * builds the store from `rootReducer` (with the effects listener); screens read it through the
 * typed hooks in ./hooks.
 */
export const rootReducer = combineSlices(baseApi, sessionSlice, deviceSlice);
export type RootState = ReturnType<typeof rootReducer>;

/** What screens may dispatch: plain actions and thunks (RTK Query's `initiate` and `util` thunks). */
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;

/** What code outside React needs of the store to start calls: the app's store, or a test's. */
export interface StoreAccess {
  dispatch: AppDispatch;
  getState: () => RootState;
}
