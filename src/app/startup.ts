import { regionApi } from '@/api/regionApi';
import { requestDeviceInfo } from '@/platform/bridge';
import { writeStored } from '@/platform/storage';
import { deviceInfoReceived } from '@/state/device';
import type { AppStore } from './store';

/**
 * App start: register the status-bar callback and ask the native host for it,
 * fetch the regions and store them (a failure is only logged), and set isStartupFirstLogin to '1'
 * so the launch advert shows on each start.
 */
export async function startup(store: AppStore, log: Pick<Console, 'info'> = console): Promise<void> {
  const hasHost = requestDeviceInfo((info) => store.dispatch(deviceInfoReceived(info)));
  if (!hasHost) log.info('[startup] no native host: status bar height stays', store.getState().device.statusBarHeight);
  writeStored('isStartupFirstLogin', '1');

  const regions = await store.dispatch(regionApi.endpoints.queryCityArea.initiate());
  if (regions.data) writeStored('regions', regions.data);
  else log.info('[startup] region fetch failed', regions.error);
}
