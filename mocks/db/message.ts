import type { MessageNotification } from '@/api/types/member';
import { messages } from '../data/member';

/** A verification code "sent" by SMS (the mock code is always MOCK_SMS_CODE). */
export interface SmsCodeRecord {
  /** 'buyer' codes serve register / reset / member checks; 'settlement' the settlement service's own */
  service: 'buyer' | 'settlement';
  mobile: string;
  type: string;
  code: string;
  /** ms timestamps of the server clock (Date.now(): fixed in stories) */
  sentAt: number;
  expireAt: number;
}

export interface MessageTables {
  /** message notifications (readFlag 0 unread / 1 read; type 0 general, 1 order placed, 2 shipped) */
  messages: MessageNotification[];
  smsCodes: SmsCodeRecord[];
  messageSeq: number;
}

export function seedMessages(): MessageTables {
  return { messages: structuredClone(messages), smsCodes: [], messageSeq: 7500 };
}
