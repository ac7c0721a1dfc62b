import { createCipheriv } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { syncExternalStoreFromReact } from '../../../build/unusedModules';

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

describe('use-sync-external-store/shim as React’s own hook (build/unusedModules.ts)', () => {
  it('is what the shim itself hands out on this React, so nothing changes but the bytes', () => {
    const shim = require('use-sync-external-store/shim') as { useSyncExternalStore: unknown };
    const react = require('react') as { useSyncExternalStore: unknown };
    expect(typeof react.useSyncExternalStore).toBe('function');
    expect(shim.useSyncExternalStore).toBe(react.useSyncExternalStore);
  });

  it('answers the shim’s import, and only that one, with a re-export of React’s hook', () => {
    const plugin = syncExternalStoreFromReact();
    const resolveId = plugin.resolveId as (source: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const stub = resolveId('use-sync-external-store/shim');
    expect(stub).toEqual(expect.any(String));
    expect(resolveId('use-sync-external-store/with-selector.js')).toBeNull();
    expect(load(stub ?? '')).toBe("export { useSyncExternalStore } from 'react';\n");
  });
});
