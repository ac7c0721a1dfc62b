import type { Db } from '../db';
import { text } from './request';

/**
 * Runs a write once per request number: the first call with `requestNo` runs `write` and keeps its
 * outcome (result or refusal); a repeat with the same number, by the same member, on the same call,
 * answers that outcome and changes nothing. A request without a number runs every time (a client
 * that does not send one gets no protection, as from the real server).
 */
export function exactlyOnce<Result>(db: Db, scope: string, memberId: string, requestNo: unknown, write: () => Result): Result {
  const number = text(requestNo);
  if (!number) return write();
  const key = `${scope}:${memberId}:${number}`;
  const answered = db.answeredRequests.get(key);
  if (answered) {
    if (answered.ok) return answered.data as Result;
    throw answered.failure;
  }
  try {
    const data = write();
    db.answeredRequests.set(key, { ok: true, data });
    return data;
  } catch (failure) {
    db.answeredRequests.set(key, { ok: false, failure });
    throw failure;
  }
}
