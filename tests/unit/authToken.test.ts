import { createCipheriv, createDecipheriv } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { encryptAuthToken } from '@/api/authToken';
import { decryptAuthToken, encryptWithCryptoJs } from '@/api/authTokenCryptoJs';

const key = 'TeaMallH5AesKey1';
const iv = 'TeaMallH5AesIv01';

/** An independent implementation: node's OpenSSL AES-128-CBC with PKCS7 padding. */
function nodeEncrypt(text: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

function nodeDecrypt(token: string): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([decipher.update(Buffer.from(token, 'base64')), decipher.final()]).toString('utf8');
}

const header = { client: 'H5', version: '1.0', transeq: 1795140000, sid: 'sid-buyer-20261120', mac: 'h5-0a1b2c3d4e5f6a7b' };
const sids = ['', 'a', 'x'.repeat(15), 'x'.repeat(16), '会员'.repeat(9)];

/** The app's encryption in a page without Web Crypto (plain http from another host than localhost). */
async function withoutWebCrypto<T>(run: () => Promise<T>): Promise<T> {
  vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
  try {
    return await run();
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('Auth-Token (AES-128-CBC, PKCS7, Base64)', () => {
  it('produces exactly what node:crypto produces, with Web Crypto and at every block-boundary length', async () => {
    for (const sid of sids) {
      const value = { ...header, sid };
      expect(await encryptAuthToken(value, key, iv)).toBe(nodeEncrypt(JSON.stringify(value)));
    }
  });

  it('produces the same with crypto-js where the page has no Web Crypto', async () => {
    expect(await withoutWebCrypto(() => encryptAuthToken(header, key, iv))).toBe(nodeEncrypt(JSON.stringify(header)));
    for (const sid of sids) expect(encryptWithCryptoJs({ ...header, sid }, key, iv)).toBe(nodeEncrypt(JSON.stringify({ ...header, sid })));
  });

  it('node:crypto decrypts it to the header JSON', async () => {
    expect(JSON.parse(nodeDecrypt(await encryptAuthToken(header, key, iv)))).toEqual(header);
  });

  it('round-trips through the server’s decryption, including Chinese text', async () => {
    for (const sid of sids) {
      const value = { ...header, sid };
      expect(decryptAuthToken(await encryptAuthToken(value, key, iv), key, iv)).toEqual(value);
    }
  });

  it('decrypts a token made by node:crypto', () => {
    expect(decryptAuthToken(nodeEncrypt(JSON.stringify(header)), key, iv)).toEqual(header);
  });

  it('returns null for garbage, a wrong key, or a non-object payload', async () => {
    expect(decryptAuthToken('not-base64!!', key, iv)).toBeNull();
    expect(decryptAuthToken(await encryptAuthToken(header, key, iv), 'WrongKeyWrongKey', iv)).toBeNull();
    expect(decryptAuthToken(nodeEncrypt('"just a string"'), key, iv)).toBeNull();
  });

  it('fails, not garbles, with a key of no AES size, and tries the key again on the next call', async () => {
    await expect(encryptAuthToken(header, 'short', iv)).rejects.toThrow();
    await expect(encryptAuthToken(header, 'short', iv)).rejects.toThrow();
  });
});
