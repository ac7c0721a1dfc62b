import { useEffect, useMemo, useState } from 'react';
import { preload } from 'react-dom';
import { homeApi, useGetImagePopupQuery } from '@/api/homeApi';
import { launchCallAnswered, launchCallSent } from '@/api/launchCall';
import type { ImagePopup } from '@/api/types/home';
import { deferredModule, useDeferredModule } from '@/platform/deferredModule';
import { imageUrl } from '@/platform/imageHost';
import { useAppSelector } from '@/state/hooks';
import type { StoreAccess } from '@/state/root';
import { selectIsLoggedIn } from '@/state/session';
import { launchAdvertDue, markPopupShown, shouldShowPopup } from './newUserPopup';

/*
 * The popup's view is a chunk of its own, fetched only on a launch that may show an advert (in
 * parallel with the advert's call), never merely because the page has settled; if it cannot load,
 * there is no advert. It is held once in, not rendered through React.lazy: a lazy component
 * suspends on its first render even when its chunk is in, and React reveals a suspended boundary's
 * content at the earliest 300 ms after (its fallback throttle), which put that much in front of the
 * launch's largest picture.
 */
const popupView = deferredModule(() => import('./NewUserPopupView'));

/**
 * The advert's call as the app opens on /home (HomeScreen's `openingCalls`, before the first
 * render), if this launch may show one. Its picture, the launch's largest paint, is asked for the
 * moment the answer says it will show: the page may still be rendering, and the view is a chunk of
 * its own. The popup's query then finds the answer in the cache.
 *
 * When index.html has sent the call itself (build/launchCall.ts), its answer is usually in already:
 * the promise returned then lets the first render wait until the answer is in the cache and the
 * view evaluated, so that the advert is drawn with the page (src/app/main.tsx caps the wait). An
 * answer still on its way is not waited for: the page renders, and the popup shows when it comes.
 */
export function startLaunchAdvertCall({ dispatch, getState }: StoreAccess): Promise<unknown> | undefined {
  if (!launchAdvertDue()) return undefined;
  const sentByDocument = launchCallSent();
  const answered = launchCallAnswered();
  const shows = dispatch(homeApi.endpoints.getImagePopup.initiate(undefined, { subscribe: false })).then(({ data }) => {
    const show = shouldShowPopup(data, { loggedIn: selectIsLoggedIn(getState()) });
    if (show) preloadPicture(data);
    return show;
  });
  // The view's chunk is evaluated before the first render (a failure is retried and logged by the
  // popup), so that the popup is drawn in the page's first commit. The document's launch call asks
  // for it only when its answer shows the popup, and then so does the app; otherwise the boot
  // loader has fetched it, and it is evaluated now, after the call, which goes out first.
  if (!sentByDocument) {
    popupView.load().catch(() => 0);
    return undefined;
  }
  return answered ? shows.then((show) => (show ? popupView.load() : undefined)) : undefined;
}

/** The picture is asked for with the answer, not once the view has rendered. */
function preloadPicture(popup: ImagePopup) {
  preload(imageUrl(popup.imageUrl), { as: 'image', fetchPriority: 'high' });
}

/**
 * The new-user image popup (getImagePopup), for guests (an activity popup for anyone): asked for only on a fresh launch
 * (isStartupFirstLogin '1'), shown once (see newUserPopup.ts); a tap on the picture opens its link.
 */
export function NewUserPopup() {
  const [due] = useState(launchAdvertDue);
  const { data: popup } = useGetImagePopupQuery(undefined, { skip: !due });
  // decided once per popup answer, before it is marked as shown below
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const showable = useMemo(() => shouldShowPopup(popup, { loggedIn }), [popup, loggedIn]);
  const view = useDeferredModule(popupView, showable, 'launch advert', { loadWhenSettled: false });

  useEffect(() => {
    if (showable && popup) markPopupShown(popup);
  }, [showable, popup]);

  if (!showable || !popup) return null;
  preloadPicture(popup);
  if (!view) return null;
  const View = view.default;
  return <View popup={popup} />;
}
