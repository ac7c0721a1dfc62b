import {
  ERROR_CODE,
  FORCED_OFFLINE_CODE,
  NOT_LOGGED_IN_TEXT,
  SESSION_EXPIRED_CODE,
  SUCCESS_CODE,
  type ApiError,
} from './errors';

export interface EnvelopeRules {
  /** list calls: code 1 -> data as an array; anything else -> [] */
  list?: boolean;
  /** create-order, collect-count, parse-command: code 0 passes through as data */
  exemptFromCodeZero?: boolean;
}

export type EnvelopeOutcome = { data: unknown } | { error: ApiError };

function isEnvelope(body: unknown): body is { code: number; message?: unknown; data?: unknown } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as { code?: unknown }).code === 'number';
}

/** A response body as the envelope rules read it: JSON text parsed, anything unparsable undefined (a `malformed` answer). */
export function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The envelope rules (docs/request-protocol.md) as a pure function of (HTTP status, parsed body). */
export function interpretEnvelope(status: number, body: unknown, rules: EnvelopeRules = {}): EnvelopeOutcome {
  if (!isEnvelope(body)) {
    return { error: { kind: 'malformed', status, message: `Unexpected response (HTTP ${status})` } };
  }
  const message = typeof body.message === 'string' ? body.message : '';
  const { code, data } = body;

  if (code === SUCCESS_CODE) {
    if (rules.list) return { data: Array.isArray(data) ? data : data == null ? [] : [data] };
    return { data: data ?? null };
  }
  if (code === SESSION_EXPIRED_CODE && message.includes(NOT_LOGGED_IN_TEXT)) {
    return { error: { kind: 'sessionExpired', code, message } };
  }
  if (code === FORCED_OFFLINE_CODE) {
    return { error: { kind: 'forcedOffline', code, message } };
  }
  if (code === ERROR_CODE && rules.exemptFromCodeZero) {
    return { data: body };
  }
  const notify = code === ERROR_CODE && data !== null && data !== undefined;
  // list calls answer [] for anything but code 1, except what the user must be told about
  if (rules.list && !notify) return { data: [] };
  return { error: { kind: 'business', code, message, notify } };
}
