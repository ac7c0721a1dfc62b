import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from '@/platform/i18n';

export interface DeviceState {
  /** supplied by the native host through the bridge; 0 in a plain browser */
  statusBarHeight: number;
  locale: Locale;
}

export const initialDevice: DeviceState = { statusBarHeight: 0, locale: 'zh-CN' };

export const deviceSlice = createSlice({
  name: 'device',
  initialState: initialDevice,
  reducers: {
    statusBarHeightReceived(state, action: PayloadAction<number>) {
      state.statusBarHeight = Math.max(0, action.payload);
    },
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
  },
  selectors: {
    selectStatusBarHeight: (state) => state.statusBarHeight,
    selectLocale: (state) => state.locale,
  },
});

export const { statusBarHeightReceived, localeChanged } = deviceSlice.actions;
export const { selectStatusBarHeight, selectLocale } = deviceSlice.selectors;
