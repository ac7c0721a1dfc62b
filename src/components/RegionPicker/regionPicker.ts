import { deferredModule } from '@/platform/deferredModule';

/**
 * The region picker (antd-mobile's CascadePicker, with its popup and react-spring): closed when the
 * form opens, so it loads when the region field is tapped or once the page has settled.
 */
export const regionPicker = deferredModule(() => import('./RegionPicker'));
