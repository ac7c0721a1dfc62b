import CryptoJS from 'crypto-js/core';
import MD5 from 'crypto-js/md5';

/** Orders strings by Unicode code point, not by locale: the same order in every engine. */
function byCodePoint(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const diff = (left[i]?.codePointAt(0) ?? 0) - (right[i]?.codePointAt(0) ?? 0);
    if (diff !== 0) return diff;
  }
  return left.length - right.length;
}

/** How a payload value is written in the signature base and in form fields: objects and arrays as JSON. */
export function renderValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/** The string that is hashed: non-empty top-level keys sorted, `key=value` joined by `&`, then the secret. */
export function signatureBase(payload: Record<string, unknown>, secret: string): string {
  const pairs = Object.keys(payload)
    .filter((key) => payload[key] !== null && payload[key] !== undefined && payload[key] !== '')
    .sort(byCodePoint)
    .map((key) => `${key}=${renderValue(payload[key])}`);
  return [...pairs, `key=${secret}`].join('&');
}

/**
 * The UTF-8 bytes of `text` as crypto-js words, encoded by the platform (TextEncoder): a lone
 * surrogate (half an emoji) becomes U+FFFD, where crypto-js's own encoder throws a URIError.
 */
export function utf8Words(text: string): CryptoJS.lib.WordArray {
  const bytes = new TextEncoder().encode(text);
  const words: number[] = [];
  bytes.forEach((byte, index) => {
    words[index >>> 2] = (words[index >>> 2] ?? 0) | (byte << (24 - (index % 4) * 8));
  });
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

/**
 * The `sign` header (docs/request-protocol.md): MD5 of the signature base's UTF-8 bytes, upper-case
 * hex. `{b:2, a:'x', c:''}` with secret `s3` signs `a=x&b=2&key=s3`. Total for any string: a lone
 * surrogate is hashed as U+FFFD, as a UTF-8 encoder writes it.
 */
export function signPayload(payload: Record<string, unknown>, secret: string): string {
  return MD5(utf8Words(signatureBase(payload, secret))).toString().toUpperCase();
}
