/*
 * The rules of the member's secrets, as the member service checks them, and the strength hint
 * shown under a new login password. Pure: the screens and the unit tests share them.
 */

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const PAY_CODE_LENGTH = 6;

/** Why a login password is refused: too short or long, a space in it, or not both letters and digits. */
export type PasswordProblem = 'length' | 'space' | 'mix';

/** The login password's rule: 6-20 characters, no white space, at least one letter and one digit. */
export function passwordProblem(value: string): PasswordProblem | null {
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return 'length';
  if (/\s/.test(value)) return 'space';
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return 'mix';
  return null;
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * How hard a password is to guess, for the hint under the field (never a reason to refuse one the
 * rule allows). Each kind of character counts once (lower case, upper case, digit, anything
 * else), and length counts from 10 and from 14 on. A password the rule refuses is weak; one
 * character repeated or a run such as abc123 in most of it stays weak however long.
 */
export function passwordStrength(value: string): PasswordStrength | null {
  if (value === '') return null;
  if (passwordProblem(value) !== null || isRunOrRepeat(value)) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(value)).length;
  const score = kinds + (value.length >= 10 ? 1 : 0) + (value.length >= 14 ? 1 : 0);
  if (score >= 4) return 'strong';
  if (score >= 3) return 'medium';
  return 'weak';
}

/** More than two thirds of the characters are one character or steps of one (aaaaaa1, abcdefg1, 1234567a). */
function isRunOrRepeat(value: string): boolean {
  const codes = Array.from(value.toLowerCase(), (char) => char.codePointAt(0) ?? 0);
  let longest = 1;
  let run = 1;
  for (let index = 1; index < codes.length; index += 1) {
    const step = (codes[index] ?? 0) - (codes[index - 1] ?? 0);
    const previous = index > 1 ? (codes[index - 1] ?? 0) - (codes[index - 2] ?? 0) : step;
    // a run goes on while the step stays the same (0: repeated, 1 / -1: counting up or down)
    run = Math.abs(step) <= 1 && (run === 1 || step === previous) ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest * 3 > codes.length * 2;
}

/** Why a new payment code is refused: not six digits, or too easy (one digit six times, a run such as 123456). */
export type PayCodeProblem = 'length' | 'simple';

export function payCodeProblem(value: string): PayCodeProblem | null {
  if (!new RegExp(`^\\d{${PAY_CODE_LENGTH}}$`).test(value)) return 'length';
  const digits = Array.from(value, Number);
  const steps = digits.slice(1).map((digit, index) => digit - (digits[index] ?? 0));
  if (steps.every((step) => step === steps[0]) && Math.abs(steps[0] ?? 0) <= 1) return 'simple';
  return null;
}
