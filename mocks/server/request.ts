import { NOT_LOGGED_IN_TEXT } from '@/api/errors';
import type { MemberRecord } from '../db/members';
import { reject, type Received } from './handle';

/*
 * Reading a request in the mock handlers: the one dialect every handler uses. A handler reads its
 * call's argument as `ctx.arg` (`Received<Arg>`: the catalogue's field names, unchecked values).
 * JSON bodies keep their types, GET and multipart bodies arrive as strings, so every field is read
 * leniently here (`text(arg.goodsId)`, `integer(arg.quantity)`) and validated by the handler.
 */

/** A string field (finite numbers are accepted and rendered), trimmed; '' when absent. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** An integer field (a number or a numeric string); null when absent or not an integer. */
export function integer(value: unknown): number | null {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(parsed) ? parsed : null;
}

/** A numeric field (GET params arrive as strings); undefined when absent or not a number. */
export function numeric(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Whether the request names the field at all (even as null or ''): an update changes only what it names. */
export function sent<Arg extends object>(arg: Arg, field: keyof Arg & string): boolean {
  return field in arg;
}

/** The object entries of an array field, each read like an argument; [] when the field is not an array. */
export function records<Row>(value: unknown): Received<Row>[] {
  if (!Array.isArray(value)) return [];
  return value.filter((row: unknown): row is Received<Row> => typeof row === 'object' && row !== null);
}

/** The strings of an array field ([] when absent). */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** An id list sent as an array, a JSON array string or a comma-separated string. */
export function idList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter(Boolean);
  if (typeof value === 'string') {
    if (value.trim().startsWith('[')) {
      try {
        return idList(JSON.parse(value) as unknown);
      } catch {
        return [];
      }
    }
    return value.split(',').map((id) => id.trim()).filter(Boolean);
  }
  return [];
}

/** The logged-in member of a token call (handle() already answered 10001 for guests); narrows the type. */
export function signedIn(member: MemberRecord | null): MemberRecord {
  if (!member) reject(10001, `${NOT_LOGGED_IN_TEXT}或登录已过期`);
  return member;
}
