import { useEffect, useMemo, useState } from 'react';
import { preload } from 'react-dom';
import { useGetImagePopupQuery } from '@/api/homeApi';
import { deferredModule, useDeferredModule } from '@/platform/deferredModule';
import { imageUrl } from '@/platform/imageHost';
import { useAppSelector } from '@/state/hooks';
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
 * The new-user image popup (getImagePopup), for guests (an activity popup for anyone): asked for only on a fresh launch
 * (isStartupFirstLogin '1'), shown once (see newUserPopup.ts); a tap on the picture opens its link.
 */
export function NewUserPopup() {
  const [due] = useState(launchAdvertDue);
  const { data: popup } = useGetImagePopupQuery(undefined, { skip: !due });
  const view = useDeferredModule(popupView, due, 'launch advert', { loadWhenSettled: false });
  // decided once per popup answer, before it is marked as shown below
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const showable = useMemo(() => shouldShowPopup(popup, { loggedIn }), [popup, loggedIn]);

  useEffect(() => {
    if (showable && popup) markPopupShown(popup);
  }, [showable, popup]);

  if (!showable || !popup) return null;
  // the picture is the launch's largest: asked for with the answer, not once the view has rendered
  preload(imageUrl(popup.imageUrl), { as: 'image', fetchPriority: 'high' });
  if (!view) return null;
  const View = view.default;
  return <View popup={popup} />;
}
