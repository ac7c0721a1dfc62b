/*
 * Mainland mobile numbers as typed or pasted: the rule and the normalisation, shared by the sign-in
 * screens and the address form.
 */

/** Mainland mobile: 11 digits starting with 1. */
export const MOBILE_PATTERN = /^1\d{10}$/;

export const MOBILE_LENGTH = 11;

/**
 * Keeps only digits, at most `max` of them (mobile and code inputs). Full-width digits (１３８)
 * count as digits: NFKC folds them first. The limit applies last, so a pasted '138 0013 8000'
 * keeps all eleven digits.
 */
export function digitsOnly(value: string, max: number): string {
  return value.normalize('NFKC').replace(/\D/g, '').slice(0, max);
}

/**
 * A mobile number as typed or pasted, normalised: full-width digits folded, spaces, dashes and
 * brackets dropped, a +86 country code taken off the front (0086 / 86 too when 11 digits follow).
 * '+86 138-0013-8000', ' 13800138000' and '１３８００１３８０００' all give 13800138000.
 * Nothing is cut: a 12th digit stays, so the field shows what was typed and MOBILE_PATTERN refuses
 * it with the field's message, instead of a number the user did not type being saved.
 */
export function normaliseMobile(value: string): string {
  const folded = value.normalize('NFKC').trim();
  let digits = folded.replace(/\D/g, '');
  if (folded.startsWith('+86')) digits = digits.slice(2);
  // without a '+', 0086 / 86 is a country code only when what follows is a whole number
  else if (digits.length === MOBILE_LENGTH + 4 && digits.startsWith('0086')) digits = digits.slice(4);
  else if (digits.length === MOBILE_LENGTH + 2 && digits.startsWith('86')) digits = digits.slice(2);
  return digits;
}
