import { JSEncrypt } from 'jsencrypt';
import { MOCK_RSA_PRIVATE_KEY } from '../keys';

/** The settlement server's side: decrypt the RSA text body back to its JSON payload. */
export function decryptRsaBody(cipherText: string): Record<string, unknown> {
  const decryptor = new JSEncrypt();
  decryptor.setPrivateKey(MOCK_RSA_PRIVATE_KEY);
  const json = decryptor.decrypt(cipherText);
  if (json === false) throw new Error('RSA body could not be decrypted');
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null) throw new Error('RSA body is not a JSON object');
  return value as Record<string, unknown>;
}
