import { regionApi } from '@/api/regionApi';
import { requestDeviceInfo } from '@/platform/bridge';
import { writeStored } from '@/platform/storage';
import { deviceInfoReceived } from '@/state/device';
import type { AppStore } from './store';

/**
 * App start: register the status-bar callback and ask the native host for it, and set
 * isStartupFirstLogin to '1' so the launch advert shows on each start.
 */
export function startup(store: AppStore, log: Pick<Console, 'info'> = console): void {
  const hasHost = requestDeviceInfo((info) => store.dispatch(deviceInfoReceived(info)));
  if (!hasHost) log.info('[startup] no native host: status bar height stays', store.getState().device.statusBarHeight);
  writeStored('isStartupFirstLogin', '1');
}

/**
 * The other half of app start: fetch the regions and store them (a failure is only logged). The app
 * runs it once the opening page has settled (src/app/main.tsx): the whole country's divisions are a
 * large answer to parse and write to storage, and only the address form reads them, which fetches
 * them itself when they are not stored yet (useRegionOptions). The cache lets go of the answer once
 * it is stored.
 */
export async function storeRegions(store: AppStore, log: Pick<Console, 'info'> = console): Promise<void> {
  const regions = store.dispatch(regionApi.endpoints.queryCityArea.initiate());
  try {
    const answer = await regions;
    if (answer.data) writeStored('regions', answer.data);
    else log.info('[startup] region fetch failed', answer.error);
  } finally {
    regions.unsubscribe();
  }
}
