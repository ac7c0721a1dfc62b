import { encryptAuthToken, type HeaderObject, type SettlementHeaderObject } from './authToken';
import type { CallSpec } from './catalogue';
import {
  apiBaseUrls,
  AUTH_TOKEN_IV,
  AUTH_TOKEN_KEY,
  RSA_PUBLIC_KEY,
  SETTLEMENT_ACCESS_SOURCE,
  SETTLEMENT_PRODUCT,
  SIGN_SECRET,
} from './config';
import { encryptRsaBody } from './rsa';
import { renderValue, signPayload } from './signing';

export interface RequestContext {
  /** the member's session id ('' for a guest) */
  sid: string;
  /** device id for the header object */
  mac: string;
  /** current time in ms (the header's transeq is Unix seconds) */
  now: number;
}

export interface PreparedRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  params?: Record<string, unknown>;
  data?: unknown;
}

/** The header object per call kind (docs/request-protocol.md, the header object). */
export function headerObjectFor(call: CallSpec, body: Record<string, unknown>, context: RequestContext): HeaderObject | SettlementHeaderObject {
  if (call.source === 'settlement') {
    return { product: SETTLEMENT_PRODUCT, accessSource: SETTLEMENT_ACCESS_SOURCE, version: '1.0.0', sid: '' };
  }
  // a call with no source takes the sid from its body; a call without the member token sends none
  const sid = call.source === null ? (typeof body.sid === 'string' ? body.sid : '') : call.token ? context.sid : '';
  return { client: 'H5', version: '1.0', transeq: Math.floor(context.now / 1000), sid, mac: context.mac };
}

/** encodeURIComponent, total: text with a lone surrogate is encoded from its UTF-8 bytes (U+FFFD for it) instead of throwing. */
function encodePathValue(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(new TextEncoder().encode(text), (byte) => (/[A-Za-z0-9\-_.!~*'()]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
  }
}

/** `/teamall-pay/client/user/info/:id` + `{id: 7}` -> `/teamall-pay/client/user/info/7`, id removed from the body. */
export function fillPath(path: string, body: Record<string, unknown>): { path: string; body: Record<string, unknown> } {
  const rest = { ...body };
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodePathValue(typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  });
  return { path: filled, body: rest };
}

function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/**
 * Everything a call sends, from its catalogue entry and payload: URL per source, Auth-Token,
 * `sign` over the plain payload, and the body (JSON, multipart with field `image`, or RSA text).
 */
export async function prepareRequest(call: CallSpec, payload: Record<string, unknown>, context: RequestContext): Promise<PreparedRequest> {
  const { path, body } = fillPath(call.path, payload);
  const url = apiBaseUrls[call.source ?? 'base'] + path;
  const headers: Record<string, string> = {
    'Auth-Token': await encryptAuthToken(headerObjectFor(call, body, context), AUTH_TOKEN_KEY, AUTH_TOKEN_IV),
  };
  const fields = Object.fromEntries(Object.entries(body).filter(([, value]) => !isFile(value)));
  if (call.signed) headers.sign = signPayload(fields, SIGN_SECRET);

  if (call.method === 'GET') return { url, method: 'GET', headers, params: body };
  if (call.multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) {
      if (isFile(value)) form.append('image', value);
      else if (value !== undefined && value !== null) form.append(key, renderValue(value));
    }
    return { url, method: 'POST', headers, data: form };
  }
  if (call.rsa) {
    headers['Content-Type'] = 'text/plain';
    return { url, method: 'POST', headers, data: await encryptRsaBody(body, RSA_PUBLIC_KEY) };
  }
  headers['Content-Type'] = 'application/json';
  return { url, method: 'POST', headers, data: body };
}
