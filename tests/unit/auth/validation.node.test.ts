import { describe, expect, it } from 'vitest';
import { digitsOnly } from '@/lib/mobile';
import {
  validateAgreement,
  validateCode,
  validateConfirm,
  validateInviteCode,
  validateMobile,
  validatePassword,
} from '@/screens/auth/validation';

describe('validateMobile: 11 digits starting with 1', () => {
  it.each([
    ['', 'mobileRequired'],
    ['   ', 'mobileRequired'],
    ['1380013800', 'mobileInvalid'],
    ['138001380001', 'mobileInvalid'],
    ['23800138000', 'mobileInvalid'],
    ['1380013800a', 'mobileInvalid'],
    ['138 0013 800', 'mobileInvalid'],
    ['+8613800138000', 'mobileInvalid'],
  ])('%j -> %s', (value, key) => {
    expect(validateMobile(value)).toBe(key);
  });

  it.each(['13800138000', '19912345678', ' 13800138000 '])('%j is fine', (value) => {
    expect(validateMobile(value)).toBeNull();
  });
});

describe('validatePassword: 6-20 characters with letters and digits', () => {
  it.each([
    ['', 'passwordRequired'],
    ['Tea12', 'passwordLength'],
    ['Tea1234567890123456789', 'passwordLength'],
    ['Tea 12345', 'passwordSpace'],
    ['teatime', 'passwordWeak'],
    ['12345678', 'passwordWeak'],
    ['!@#$%^&*', 'passwordWeak'],
  ])('%j -> %s', (value, key) => {
    expect(validatePassword(value)).toBe(key);
  });

  it.each(['Tea123', 'Tea123456', 'a1b2c3d4e5f6g7h8i9j0', 'Tea_2026!'])('%j is fine', (value) => {
    expect(validatePassword(value)).toBeNull();
  });

  it('agrees with the mock server rule on what it accepts', () => {
    const serverRule = /^(?=.*[A-Za-z])(?=.*\d)\S{6,20}$/;
    for (const sample of ['Tea123', 'Tea 123', 'tea', 'Tea1234567890123456789', '123456a', 'ABCDEF']) {
      expect(validatePassword(sample) === null).toBe(serverRule.test(sample));
    }
  });
});

describe('validateCode: 6 digits', () => {
  it.each([
    ['', 'codeRequired'],
    ['2468', 'codeInvalid'],
    ['2468101', 'codeInvalid'],
    ['24681a', 'codeInvalid'],
  ])('%j -> %s', (value, key) => {
    expect(validateCode(value)).toBe(key);
  });

  it('accepts 246810', () => {
    expect(validateCode('246810')).toBeNull();
  });
});

describe('validateConfirm', () => {
  it('needs a value equal to the password', () => {
    expect(validateConfirm('', 'Tea123456')).toBe('confirmRequired');
    expect(validateConfirm('Tea123457', 'Tea123456')).toBe('confirmMismatch');
    expect(validateConfirm('tea123456', 'Tea123456')).toBe('confirmMismatch');
    expect(validateConfirm('Tea123456', 'Tea123456')).toBeNull();
  });
});

describe('validateInviteCode: optional, 4-20 letters or digits', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['T38000', null],
    ['13800138000', null],
    ['T3', 'inviteCodeInvalid'],
    ['T38-000', 'inviteCodeInvalid'],
    ['邀请码1234', 'inviteCodeInvalid'],
    ['A'.repeat(21), 'inviteCodeInvalid'],
  ])('%j -> %s', (value, key) => {
    expect(validateInviteCode(value)).toBe(key);
  });
});

describe('validateAgreement', () => {
  it('requires the tick', () => {
    expect(validateAgreement(false)).toBe('agreementRequired');
    expect(validateAgreement(true)).toBeNull();
  });
});

describe('digitsOnly', () => {
  it('keeps digits up to the length (pasted numbers with spaces or dashes)', () => {
    expect(digitsOnly('138 0013 8000', 11)).toBe('13800138000');
    expect(digitsOnly('138-0013-8000-99', 11)).toBe('13800138000');
    expect(digitsOnly('24a68b10', 6)).toBe('246810');
  });
});
