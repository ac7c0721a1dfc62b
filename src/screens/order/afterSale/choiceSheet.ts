import { lazy } from 'react';

/** Starts loading the picker sheet (a tap on its row is about to open it). */
export const preloadChoiceSheet = (): Promise<unknown> => import('./ChoiceSheet');

/**
 * The picker sheet of /setRefund (antd-mobile's Picker, with its Popup, react-spring and
 * use-gesture, ~13 KB gzip): closed when the page opens, so it is not part of the launch. It loads
 * when its row is first touched or focused and renders once opened (`<Suspense>` around it).
 */
export const ChoiceSheet = lazy(() => import('./ChoiceSheet'));
