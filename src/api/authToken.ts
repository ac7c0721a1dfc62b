import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';

/** The header object of buyer, member, shop and pay calls (docs/request-protocol.md). */
export interface HeaderObject {
  client: 'H5';
  version: '1.0';
  /** Unix seconds */
  transeq: number;
  sid: string;
  /** device id from the native bridge, else a random id kept in local storage */
  mac: string;
}

/** The fixed object settlement calls use instead. */
export interface SettlementHeaderObject {
  product: string;
  accessSource: string;
  version: '1.0.0';
  sid: '';
}

/** crypto-js's AES defaults are CBC mode with PKCS7 padding; the unit test checks them against node:crypto. */
function cipherParams(key: string, iv: string) {
  return { key: Utf8.parse(key), options: { iv: Utf8.parse(iv) } };
}

/** Auth-Token header: JSON of the header object, AES-128-CBC, PKCS7, Base64 (docs/request-protocol.md). */
export function encryptAuthToken(header: object, key: string, iv: string): string {
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
