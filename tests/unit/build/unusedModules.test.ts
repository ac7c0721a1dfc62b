import { createCipheriv } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type WordArray = { toString: (encoder: unknown) => string };
interface CryptoJs {
  AES: { encrypt: (text: string, key: WordArray, options: { iv: WordArray }) => { ciphertext: WordArray } };
  enc: { Utf8: { parse: (text: string) => WordArray }; Base64: unknown };
}

const CRYPTO_MODULES = ['core', 'enc-base64', 'md5', 'sha1', 'hmac', 'evpkdf', 'cipher-core', 'aes'].map((name) => require.resolve(`crypto-js/${name}.js`));
const forget = () => CRYPTO_MODULES.forEach((file) => delete require.cache[file]);
afterEach(forget);

/** crypto-js's AES as the app's build has it: its import of EvpKDF answered by an empty module. */
function aesWithoutKeyDerivation(): CryptoJs {
  forget();
  const evpkdf = require.resolve('crypto-js/evpkdf.js');
  const stub = new (require('node:module') as { Module: new (id: string) => NodeJS.Module }).Module(evpkdf);
  Object.assign(stub, { filename: evpkdf, loaded: true, exports: undefined });
  require.cache[evpkdf] = stub;
  require('crypto-js/aes.js');
  return require('crypto-js/core.js') as CryptoJs;
}

describe('crypto-js without EvpKDF (build/unusedModules.ts)', () => {
  it('encrypts with a key and IV given as words exactly as node:crypto does (the Auth-Token)', () => {
    const CryptoJS = aesWithoutKeyDerivation();
    expect(require.cache[require.resolve('crypto-js/sha1.js')]).toBeUndefined();
    const [key, iv, text] = ['TeaMallH5AesKey1', 'TeaMallH5AesIv01', JSON.stringify({ sid: 'sid-buyer-20261120', note: '明前龙井' })];
    const encrypted = CryptoJS.AES.encrypt(text, CryptoJS.enc.Utf8.parse(key), { iv: CryptoJS.enc.Utf8.parse(iv) }).ciphertext.toString(CryptoJS.enc.Base64);
    const cipher = createCipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
    expect(encrypted).toBe(Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64'));
  });
});
