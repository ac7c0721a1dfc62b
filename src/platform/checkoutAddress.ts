/*
 * The address chosen for checkout: a hand-off between confirm order (src/screens/cart) and the
 * address book (src/screens/order), kept in session storage so it survives the round trip, a
 * reload and the login round trip. Screen areas never import each other, so it lives here.
 */

/** Session storage key of the chosen address id. */
export const CHECKOUT_ADDRESS_KEY = 'tm.checkoutAddressId';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the choice is simply not kept
  }
}

export function readCheckoutAddress(): string | null {
  try {
    return session()?.getItem(CHECKOUT_ADDRESS_KEY) || null;
  } catch {
    return null;
  }
}

/** Remembers the address chosen for checkout (null forgets it). */
export function rememberCheckoutAddress(addressId: string | null): void {
  const store = session();
  if (!store) return;
  try {
    if (addressId) store.setItem(CHECKOUT_ADDRESS_KEY, addressId);
    else store.removeItem(CHECKOUT_ADDRESS_KEY);
  } catch {
    /* quota exceeded or storage disabled: the page keeps working, the choice is not kept */
  }
}
