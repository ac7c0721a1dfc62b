import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { preload } from 'react-dom';
import { useGetImagePopupQuery } from '@/api/homeApi';
import type { ImagePopup } from '@/api/types/home';
import { imageUrl } from '@/platform/imageHost';
import { useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session';
import { launchAdvertDue, markPopupShown, shouldShowPopup } from './newUserPopup';

type PopupView = ComponentType<{ popup: ImagePopup }>;

/*
 * The popup's view is a chunk of its own, fetched only on a launch that may show an advert (in
 * parallel with the advert's call); if it cannot load, there is no advert. It is held in state
 * once in, not rendered through React.lazy: a lazy component suspends on its first render even when
 * its chunk is in, and React reveals a suspended boundary's content at the earliest 300 ms after
 * (its fallback throttle), which put that much in front of the launch's largest picture.
 */
const loadView = () => import('./NewUserPopupView');

function usePopupView(due: boolean): { View: PopupView } | null {
  const [view, setView] = useState<{ View: PopupView } | null>(null);
  useEffect(() => {
    if (!due) return undefined;
    let live = true;
    loadView().then(
      (module) => {
        if (live) setView({ View: module.default });
      },
      (error: unknown) => console.warn('[home] the launch advert did not load', error),
    );
    return () => {
      live = false;
    };
  }, [due]);
  return view;
}

/**
 * The new-user image popup (getImagePopup), for guests (an activity popup for anyone): asked for only on a fresh launch
 * (isStartupFirstLogin '1'), shown once (see newUserPopup.ts); a tap on the picture opens its link.
 */
export function NewUserPopup() {
  const [due] = useState(launchAdvertDue);
  const { data: popup } = useGetImagePopupQuery(undefined, { skip: !due });
  const view = usePopupView(due);
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
  const View = view.View;
  return <View popup={popup} />;
}
