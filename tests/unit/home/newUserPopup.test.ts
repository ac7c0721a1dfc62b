import { describe, expect, it } from 'vitest';
import type { ImagePopup } from '@/api/types/home';
import { readStored, writeStored } from '@/platform/storage';
import { launchAdvertDue, markPopupShown, shouldShowPopup } from '@/screens/home/newUserPopup';
import { imagePopups } from '@mocks/data/home';

function seededPopup(id: string): ImagePopup {
  const popup = imagePopups.find((candidate) => candidate.id === id);
  if (!popup) throw new Error(`no seeded popup ${id}`);
  return popup;
}

/** The seeded new-user popup (mocks/data/home.ts), running 2026-11-01 to 2026-12-31. */
const newUser: ImagePopup = { ...seededPopup('p-01'), popupType: 1 };
const activity: ImagePopup = { ...newUser, id: 'p-02', popupType: 2 };
const guest = { loggedIn: false };
const member = { loggedIn: true };

describe('new-user popup rules', () => {
  it('shows only on a fresh launch (isStartupFirstLogin 1)', () => {
    expect(launchAdvertDue()).toBe(false);
    expect(shouldShowPopup(newUser, guest)).toBe(false);
    writeStored('isStartupFirstLogin', '1');
    expect(launchAdvertDue()).toBe(true);
    expect(shouldShowPopup(newUser, guest)).toBe(true);
  });

  it('never shows a new-user popup twice, even on later launches', () => {
    writeStored('isStartupFirstLogin', '1');
    markPopupShown(newUser);
    expect(readStored('isStartupFirstLogin')).toBe('0');
    expect(readStored('newUserPopupShown')).toEqual(['p-01']);
    // the next launch
    writeStored('isStartupFirstLogin', '1');
    expect(shouldShowPopup(newUser, guest)).toBe(false);
    // marking again does not duplicate the id
    markPopupShown(newUser);
    expect(readStored('newUserPopupShown')).toEqual(['p-01']);
  });

  it('never shows a new-user popup to a member (a buyer back from logging in is not a new user)', () => {
    writeStored('isStartupFirstLogin', '1');
    expect(shouldShowPopup(newUser, member)).toBe(false);
    // nothing was shown, so nothing is marked: a guest on this device may still see it
    expect(shouldShowPopup(newUser, guest)).toBe(true);
    // an activity popup is for everyone
    expect(shouldShowPopup(activity, member)).toBe(true);
  });

  it('shows an activity popup once per launch', () => {
    writeStored('isStartupFirstLogin', '1');
    expect(shouldShowPopup(activity, guest)).toBe(true);
    markPopupShown(activity);
    expect(shouldShowPopup(activity, guest)).toBe(false);
    expect(readStored('newUserPopupShown')).toEqual([]);
    writeStored('isStartupFirstLogin', '1');
    expect(shouldShowPopup(activity, guest)).toBe(true);
  });

  it('shows nothing without a popup or a picture, and survives a corrupt stored list', () => {
    writeStored('isStartupFirstLogin', '1');
    expect(shouldShowPopup(null, guest)).toBe(false);
    expect(shouldShowPopup(undefined, guest)).toBe(false);
    expect(shouldShowPopup({ ...newUser, imageUrl: '' }, guest)).toBe(false);
    window.localStorage.setItem('newUserPopupShown', JSON.stringify({ not: 'a list' }));
    expect(shouldShowPopup(newUser, guest)).toBe(true);
    markPopupShown(newUser);
    expect(readStored('newUserPopupShown')).toEqual(['p-01']);
  });
});
