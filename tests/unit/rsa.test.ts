import { privateDecrypt, constants } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RSA_PUBLIC_KEY } from '@/api/config';
import { encryptRsaBody, RsaBodyTooLongError } from '@/api/rsa';
import { MOCK_RSA_PRIVATE_KEY } from '@mocks/keys';

/**
 * Independent check with node:crypto: raw RSA (Node no longer offers PKCS#1 v1.5 private
 * decryption), then the v1.5 type-2 block is checked and unwrapped by hand: 00 02 <nonzero pad> 00 <message>.
 */
function nodeDecrypt(base64: string): string {
  const block = privateDecrypt({ key: MOCK_RSA_PRIVATE_KEY, padding: constants.RSA_NO_PADDING }, Buffer.from(base64, 'base64'));
  expect(block[0]).toBe(0x00);
  expect(block[1]).toBe(0x02);
  const separator = block.indexOf(0x00, 2);
  expect(separator).toBeGreaterThanOrEqual(10); // at least 8 bytes of padding
  return block.subarray(separator + 1).toString('utf8');
}

describe('RSA bodies (PKCS#1 v1.5, Base64)', () => {
  it('encrypts the JSON body so the private key holder reads it back', async () => {
    const body = { mobile: '13800138000', password: 'Tea123456', code: '246810' };
    const cipher = await encryptRsaBody(body, RSA_PUBLIC_KEY);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(nodeDecrypt(cipher))).toEqual(body);
  });

  it('accepts a body of exactly the key limit (2048-bit key: 245 bytes)', async () => {
    const overhead = JSON.stringify({ note: '' }).length;
    const body = { note: 'a'.repeat(245 - overhead) };
    expect(new TextEncoder().encode(JSON.stringify(body)).length).toBe(245);
    expect(JSON.parse(nodeDecrypt(await encryptRsaBody(body, RSA_PUBLIC_KEY)))).toEqual(body);
  });

  it('refuses one byte more with a clear error, counting UTF-8 bytes', async () => {
    const overhead = JSON.stringify({ note: '' }).length;
    await expect(encryptRsaBody({ note: 'a'.repeat(246 - overhead) }, RSA_PUBLIC_KEY)).rejects.toThrow(
      'Request body is 246 bytes; the RSA key encrypts at most 245 bytes',
    );
    // 82 Chinese characters are 246 UTF-8 bytes even though the string is short
    const error = await encryptRsaBody({ n: '茶'.repeat(80) }, RSA_PUBLIC_KEY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RsaBodyTooLongError);
    expect((error as RsaBodyTooLongError).bytes).toBe(JSON.stringify({ n: '' }).length + 240);
  });
});
