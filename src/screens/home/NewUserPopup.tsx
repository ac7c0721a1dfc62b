import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useGetImagePopupQuery } from '@/api/homeApi';
import type { ImagePopup } from '@/api/types/home';
import { launchAdvertDue, markPopupShown, shouldShowPopup } from './newUserPopup';

// the popup's view loads only when there is an advert to show; if it cannot load, there is none
const NewUserPopupView = lazy<ComponentType<{ popup: ImagePopup }>>(() =>
  import('./NewUserPopupView').catch((error: unknown) => {
    console.warn('[home] the launch advert did not load', error);
    return { default: () => null };
  }),
);

/**
 * The new-user image popup (getImagePopup): asked for only on a fresh launch
 * (isStartupFirstLogin '1'), shown once (see newUserPopup.ts); a tap on the picture opens its link.
 */
export function NewUserPopup() {
  const [due] = useState(launchAdvertDue);
  const { data: popup } = useGetImagePopupQuery(undefined, { skip: !due });
  // decided once per popup answer, before it is marked as shown below
  const showable = useMemo(() => shouldShowPopup(popup), [popup]);

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
