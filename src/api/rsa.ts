/** A settlement body that does not fit the RSA key: refused before anything is sent. */
export class RsaBodyTooLongError extends Error {
  readonly bytes: number;
  readonly maxBytes: number;
  constructor(bytes: number, maxBytes: number) {
    super(`Request body is ${bytes} bytes; the RSA key encrypts at most ${maxBytes} bytes`);
    this.name = 'RsaBodyTooLongError';
    this.bytes = bytes;
    this.maxBytes = maxBytes;
  }
}

/** PKCS#1 v1.5 padding takes 11 bytes of each block. */
const PKCS1_PADDING_BYTES = 11;

/**
 * JSON body encrypted with RSA PKCS#1 v1.5 and the configured public key, Base64.
 * jsencrypt is loaded only here, so only the three settlement screens pay for it.
 */
export async function encryptRsaBody(body: Record<string, unknown>, publicKey: string): Promise<string> {
  // a namespace, not destructured: Vite would wrap a destructured import in a function naming it twice
  const jsencrypt = await import('jsencrypt');
  const encryptor = new jsencrypt.JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const json = JSON.stringify(body);
  const bytes = new TextEncoder().encode(json).length;
  // jsencrypt types the modulus as protected; its bit length is the only way to know the limit
  const modulus = (encryptor.getKey() as unknown as { n: { bitLength(): number } }).n;
  const maxBytes = Math.ceil(modulus.bitLength() / 8) - PKCS1_PADDING_BYTES;
  if (bytes > maxBytes) throw new RsaBodyTooLongError(bytes, maxBytes);
  const encrypted = encryptor.encrypt(json);
  if (encrypted === false) throw new Error('RSA encryption failed: check VITE_RSA_PUBLIC_KEY');
  return encrypted;
}
