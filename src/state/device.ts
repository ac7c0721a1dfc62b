import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NativeDeviceInfo } from '@/platform/bridge';
import { isLocale, type Locale } from '@/platform/i18n/registry';
import { clampStatusBarHeight } from '@/platform/statusBar';

/**
 * What the app knows about the device it runs on: the native host's answers (status bar height,
 * device id) and the user's locale.
 *
 * This slice is the one owner of the native device id: the host's answer arrives here
 * (`deviceInfoReceived`), the app's effects persist it with the status bar height and restore it on
 * start, and the transport reads it with the sid (src/state/requestIdentity.ts). Without a
 * native host there is no device id here, and src/platform/device.ts supplies the browser's own
 * stand-in id instead.
 */
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
      state.statusBarHeight = clampStatusBarHeight(action.payload.statusBarHeight) ?? state.statusBarHeight;
      if (action.payload.deviceId) state.deviceId = action.payload.deviceId;
    },
    localeChanged(state, action: PayloadAction<Locale>) {
      if (isLocale(action.payload)) state.locale = action.payload;
    },
  },
  selectors: {
    selectStatusBarHeight: (state) => state.statusBarHeight,
    selectLocale: (state) => state.locale,
  },
});

export const { deviceInfoReceived, localeChanged } = deviceSlice.actions;
export const { selectStatusBarHeight, selectLocale } = deviceSlice.selectors;
