import { deferredModule } from '@/platform/deferredModule';

/**
 * The picker sheet of /setRefund (antd-mobile's Picker, with its Popup, react-spring and
 * use-gesture): closed when the page opens, so it loads on the first tap or once the page has
 * settled, keeping the route within its launch budget.
 */
export const choiceSheet = deferredModule(() => import('./ChoiceSheet'));
