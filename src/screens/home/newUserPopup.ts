import type { ImagePopup } from '@/api/types/home';
import { readStored, writeStored } from '@/platform/storage';

/**
 * The launch advert: startup sets isStartupFirstLogin to '1' on each launch;
 * the home page asks for the popup only then. A new-user popup (type 1) is for someone who has no
 * account yet: it shows to a guest only (never to a member, e.g. a buyer just back from logging
 * in), once per device, ever (its id is kept in `newUserPopupShown`); an activity popup (type 2)
 * shows to anyone, once per launch.
 */
export function launchAdvertDue(): boolean {
  return readStored('isStartupFirstLogin') === '1';
}

function shownIds(): string[] {
  const ids = readStored('newUserPopupShown');
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

export function shouldShowPopup(popup: ImagePopup | null | undefined, viewer: { loggedIn: boolean }): popup is ImagePopup {
  if (!popup || !popup.imageUrl || !launchAdvertDue()) return false;
  if (popup.popupType !== 1) return true;
  return !viewer.loggedIn && !shownIds().includes(popup.id);
}

/** Called when the popup opens: this launch has had its advert, and a new-user popup never shows again. */
export function markPopupShown(popup: ImagePopup): void {
  writeStored('isStartupFirstLogin', '0');
  if (popup.popupType === 1) {
    const ids = shownIds();
    if (!ids.includes(popup.id)) writeStored('newUserPopupShown', [...ids, popup.id]);
  }
}
