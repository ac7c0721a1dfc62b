import { createCipheriv, createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptAuthToken, encryptAuthToken } from '@/api/authToken';

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

describe('Auth-Token (AES-128-CBC, PKCS7, Base64)', () => {
  it('produces exactly what node:crypto produces', () => {
    expect(encryptAuthToken(header, key, iv)).toBe(nodeEncrypt(JSON.stringify(header)));
  });

  it('node:crypto decrypts it to the header JSON', () => {
    expect(JSON.parse(nodeDecrypt(encryptAuthToken(header, key, iv)))).toEqual(header);
  });

  it('round-trips, including Chinese text and block-boundary lengths', () => {
    for (const sid of ['', 'a', 'x'.repeat(15), 'x'.repeat(16), '会员'.repeat(9)]) {
      const value = { ...header, sid };
      expect(decryptAuthToken(encryptAuthToken(value, key, iv), key, iv)).toEqual(value);
    }
  });

  it('decrypts a token made by node:crypto', () => {
    expect(decryptAuthToken(nodeEncrypt(JSON.stringify(header)), key, iv)).toEqual(header);
  });

  it('returns null for garbage, a wrong key, or a non-object payload', () => {
    expect(decryptAuthToken('not-base64!!', key, iv)).toBeNull();
    expect(decryptAuthToken(encryptAuthToken(header, key, iv), 'WrongKeyWrongKey', iv)).toBeNull();
    expect(decryptAuthToken(nodeEncrypt('"just a string"'), key, iv)).toBeNull();
  });
});
