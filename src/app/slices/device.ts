import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NativeDeviceInfo } from '@/platform/bridge';
import type { Locale } from '@/platform/i18n';

export interface DeviceState {
  /** supplied by the native host through the bridge; 0 in a plain browser */
  statusBarHeight: number;
  /** the host's device id, used as `mac` in the request header object */
  deviceId?: string;
  locale: Locale;
}

export const initialDevice: DeviceState = { statusBarHeight: 0, locale: 'zh-CN' };

export const deviceSlice = createSlice({
  name: 'device',
  initialState: initialDevice,
  reducers: {
    deviceInfoReceived(state, action: PayloadAction<NativeDeviceInfo>) {
      state.statusBarHeight = Math.max(0, action.payload.statusBarHeight);
      if (action.payload.deviceId) state.deviceId = action.payload.deviceId;
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

export const { deviceInfoReceived, localeChanged } = deviceSlice.actions;
export const { selectStatusBarHeight, selectLocale } = deviceSlice.selectors;
