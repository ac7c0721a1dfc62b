import { MOBILE_PATTERN } from '@/lib/mobile';


/**
 * Field rules of the sign-in screens (login, register, reset password, settlement variants).
 * Validators return a message key of the `auth.validation` catalogue, or null when the value is
 * fine, so the rules stay pure (unit-tested) and the wording stays in the i18n area file.
 */

/** 6-20 characters, no spaces, at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)\S{6,20}$/;
/** The SMS verification code: 6 digits. */
export const CODE_PATTERN = /^\d{6}$/;
/** Invite code (or the inviter's mobile): 4-20 letters and digits. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;

export const CODE_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

export type ValidationKey =
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'passwordRequired'
  | 'passwordLength'
  | 'passwordWeak'
  | 'passwordSpace'
  | 'codeRequired'
  | 'codeInvalid'
  | 'confirmRequired'
  | 'confirmMismatch'
  | 'inviteCodeInvalid'
  | 'agreementRequired';

export type Validator = (value: string) => ValidationKey | null;

export function validateMobile(value: string): ValidationKey | null {
  const mobile = value.trim();
  if (!mobile) return 'mobileRequired';
  return MOBILE_PATTERN.test(mobile) ? null : 'mobileInvalid';
}

/** The password rule, with the most useful message first: length, spaces, then letters and digits. */
export function validatePassword(value: string): ValidationKey | null {
  if (!value) return 'passwordRequired';
  if (/\s/.test(value)) return 'passwordSpace';
  if (value.length < 6 || value.length > PASSWORD_MAX_LENGTH) return 'passwordLength';
  return PASSWORD_PATTERN.test(value) ? null : 'passwordWeak';
}

export function validateCode(value: string): ValidationKey | null {
  const code = value.trim();
  if (!code) return 'codeRequired';
  return CODE_PATTERN.test(code) ? null : 'codeInvalid';
}

/** The repeated password: required, and equal to the first. */
export function validateConfirm(value: string, password: string): ValidationKey | null {
  if (!value) return 'confirmRequired';
  return value === password ? null : 'confirmMismatch';
}

/** Optional: empty is fine. */
export function validateInviteCode(value: string): ValidationKey | null {
  const code = value.trim();
  if (!code) return null;
  return INVITE_CODE_PATTERN.test(code) ? null : 'inviteCodeInvalid';
}

export function validateAgreement(accepted: boolean): ValidationKey | null {
  return accepted ? null : 'agreementRequired';
}
