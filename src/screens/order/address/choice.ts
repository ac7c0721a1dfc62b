import type { Address } from '@/api/types/member';

/*
 * Choice mode of the address book and form: opened from confirm order to choose the order's
 * address. Kept apart from the book's component so the form does not load the book with it.
 */

/** Choice mode: opened from confirm order (`?select=1`; `?choose=1` is read too). */
export function isChoosing(params: URLSearchParams): boolean {
  return params.get('select') === '1' || params.get('choose') === '1';
}

/** The address marked in choice mode: the one chosen for checkout if it is still in the book, else the default. */
export function chosenAddressId(list: readonly Address[], remembered: string | null): string | null {
  if (remembered && list.some((address) => address.id === remembered)) return remembered;
  return list.find((address) => address.isDefault === 1)?.id ?? list[0]?.id ?? null;
}
