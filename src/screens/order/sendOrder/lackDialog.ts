import { deferredModule } from '@/platform/deferredModule';

/** The out-of-stock reason dialog (antd-mobile's Dialog and react-spring): loaded when first asked for, or once the page settled. */
export const lackDialog = deferredModule(() => import('./LackDialog'));
