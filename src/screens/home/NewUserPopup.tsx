import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useGetImagePopupQuery } from '@/api/homeApi';
import type { ImagePopup } from '@/api/types/home';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session';
import { launchAdvertDue, markPopupShown, shouldShowPopup } from './newUserPopup';

// the popup's view is a chunk of its own, fetched only on a launch that may show an advert (in
// parallel with the advert's call); if it cannot load, there is no advert
const loadView = () => import('./NewUserPopupView');
const NewUserPopupView = lazy<ComponentType<{ popup: ImagePopup }>>(() =>
  loadView().catch((error: unknown) => {
    console.warn('[home] the launch advert did not load', error);
    return { default: () => null };
  }),
);

/**
 * The new-user image popup (getImagePopup), for guests (an activity popup for anyone): asked for only on a fresh launch
 * (isStartupFirstLogin '1'), shown once (see newUserPopup.ts); a tap on the picture opens its link.
 */
export function NewUserPopup() {
  const [due] = useState(launchAdvertDue);
  const { data: popup } = useGetImagePopupQuery(undefined, { skip: !due });
  useEffect(() => {
    if (due) loadView().catch(() => undefined); // a failure is reported when the view is needed
  }, [due]);
  // decided once per popup answer, before it is marked as shown below
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const showable = useMemo(() => shouldShowPopup(popup, { loggedIn }), [popup, loggedIn]);

  useEffect(() => {
    if (showable && popup) markPopupShown(popup);
  }, [showable, popup]);

  if (!showable || !popup) return null;
  return (
    <Suspense fallback={null}>
      <NewUserPopupView popup={popup} />
    </Suspense>
  );
}
