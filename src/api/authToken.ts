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

const utf8 = new TextEncoder();
/** imported once per key: the import is a round trip to the browser's crypto thread */
const importedKeys = new Map<string, Promise<CryptoKey>>();

function importKey(subtle: SubtleCrypto, key: string): Promise<CryptoKey> {
  let imported = importedKeys.get(key);
  if (!imported) {
    imported = subtle.importKey('raw', utf8.encode(key), 'AES-CBC', false, ['encrypt']);
    importedKeys.set(key, imported);
    imported.catch(() => importedKeys.delete(key));
  }
  return imported;
}

/**
 * Auth-Token header: JSON of the header object, AES-128-CBC, PKCS7, Base64 (docs/request-protocol.md).
 * With the browser's Web Crypto (its AES-CBC pads with PKCS7), not crypto-js: its AES, with the
 * cipher core, was 3.3 KB gzip on every page and built its tables as it loaded. A page without Web
 * Crypto (plain http from another host than localhost) loads the crypto-js version instead
 * (./authTokenCryptoJs.ts). The unit test checks both against node:crypto.
 */
export async function encryptAuthToken(header: object, key: string, iv: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) return (await import('./authTokenCryptoJs')).encryptWithCryptoJs(header, key, iv);
  const cipher = await subtle.encrypt({ name: 'AES-CBC', iv: utf8.encode(iv) }, await importKey(subtle, key), utf8.encode(JSON.stringify(header)));
  let binary = '';
  for (const byte of new Uint8Array(cipher)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
