import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';

/*
 * The Auth-Token with crypto-js: the app's way only where the browser has no Web Crypto (a page
 * served over plain http from another host than localhost: src/api/authToken.ts loads this module
 * then), and the server's inverse, which the mock backend and the tests use.
 */

/** crypto-js's AES defaults are CBC mode with PKCS7 padding; the unit test checks them against node:crypto. */
function cipherParams(key: string, iv: string) {
  return { key: Utf8.parse(key), options: { iv: Utf8.parse(iv) } };
}

/** Auth-Token header: JSON of the header object, AES-128-CBC, PKCS7, Base64 (docs/request-protocol.md). */
export function encryptWithCryptoJs(header: object, key: string, iv: string): string {
  const { key: keyWords, options } = cipherParams(key, iv);
  return AES.encrypt(JSON.stringify(header), keyWords, options).ciphertext.toString(Base64);
}

/** The inverse, as the server does it. Returns null when the token is not a valid encrypted JSON object. */
export function decryptAuthToken(token: string, key: string, iv: string): Record<string, unknown> | null {
  try {
    const { key: keyWords, options } = cipherParams(key, iv);
    const text = AES.decrypt(token, keyWords, options).toString(Utf8);
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
