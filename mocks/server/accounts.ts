import type { SendMessageResult } from '@/api/types/member';
import { MOCK_SMS_CODE, SMS_EXPIRE_SECONDS, SMS_RESEND_SECONDS } from '../data/member';
import type { Db } from '../db';
import type { SmsCodeRecord } from '../db/message';
import { reject } from './handle';

/*
 * Account checks shared by the handlers that register, log in or verify someone (the member, the
 * settlement service and the mall's applications): mobile and password rules, SMS codes.
 */

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** 6-20 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)\S{6,20}$/;

export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

export function requireMobile(mobile: string): void {
  if (!MOBILE_PATTERN.test(mobile)) reject(0, '请输入正确的手机号', {});
}

export function requirePassword(password: string): void {
  if (!PASSWORD_PATTERN.test(password)) reject(0, '密码须为 6-20 位，且同时包含字母和数字', {});
}

/**
 * "Sends" a verification code: always MOCK_SMS_CODE ('246810'), valid SMS_EXPIRE_SECONDS.
 * A second request for the same mobile (and service) within SMS_RESEND_SECONDS of the server
 * clock is refused.
 */
export function issueSmsCode(db: Db, service: SmsCodeRecord['service'], mobile: string, type: string): SendMessageResult {
  const now = Date.now();
  const last = db.smsCodes.filter((record) => record.service === service && record.mobile === mobile).at(-1);
  if (last && now - last.sentAt < SMS_RESEND_SECONDS * 1000) {
    const wait = Math.ceil((SMS_RESEND_SECONDS * 1000 - (now - last.sentAt)) / 1000);
    reject(0, `验证码发送过于频繁，请 ${wait} 秒后再试`, { waitSeconds: wait });
  }
  db.smsCodes.push({ service, mobile, type, code: MOCK_SMS_CODE, sentAt: now, expireAt: now + SMS_EXPIRE_SECONDS * 1000 });
  return { mobile: maskMobile(mobile), expireSeconds: SMS_EXPIRE_SECONDS, resendSeconds: SMS_RESEND_SECONDS };
}

/** Checks the latest code sent to the mobile; `consume` removes it once it has been used. */
export function checkSmsCode(db: Db, service: SmsCodeRecord['service'], mobile: string, code: string, consume = true): void {
  if (!code) reject(0, '请输入验证码', {});
  const last = db.smsCodes.filter((record) => record.service === service && record.mobile === mobile).at(-1);
  if (!last) reject(0, '请先获取验证码', {});
  if (Date.now() > last.expireAt) reject(0, '验证码已过期，请重新获取', {});
  if (last.code !== code) reject(0, '验证码错误', {});
  if (consume) db.smsCodes = db.smsCodes.filter((record) => !(record.service === service && record.mobile === mobile));
}
