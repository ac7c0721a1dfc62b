import type { ImagePopup } from '@/api/types/home';
import { readStored, writeStored } from '@/platform/storage';

/**
 * The launch advert: startup sets isStartupFirstLogin to '1' on each launch;
 * the home page asks for the popup only then. A new-user popup (type 1) shows once per device,
 * ever (its id is kept in `newUserPopupShown`); an activity popup (type 2) once per launch.
 */
export function launchAdvertDue(): boolean {
  return readStored('isStartupFirstLogin') === '1';
}

function shownIds(): string[] {
  const ids = readStored('newUserPopupShown');
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

export function shouldShowPopup(popup: ImagePopup | null | undefined): popup is ImagePopup {
  if (!popup || !popup.imageUrl || !launchAdvertDue()) return false;
  return popup.popupType !== 1 || !shownIds().includes(popup.id);
}

/** Called when the popup opens: this launch has had its advert, and a new-user popup never shows again. */
export function markPopupShown(popup: ImagePopup): void {
  writeStored('isStartupFirstLogin', '0');
  if (popup.popupType === 1) {
    const ids = shownIds();
    if (!ids.includes(popup.id)) writeStored('newUserPopupShown', [...ids, popup.id]);
  }
}
