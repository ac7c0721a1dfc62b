import type { Plugin } from 'vite';

/** Modules a dependency imports that this app never runs, resolved to stubs (one plugin each). */

const AXIOS_FETCH_STUB = '\0tea-mall:axios-fetch-adapter-stub';

/**
 * The app's axios instance uses the XHR adapter (it reports upload progress), but axios registers
 * its fetch adapter unconditionally: 4 KB gzip on every page that is never run. No axios option
 * leaves it out, so the adapter map's import of it resolves to a stub that says "unsupported".
 */
export function axiosWithoutFetchAdapter(): Plugin {
  return {
    name: 'tea-mall:axios-without-fetch-adapter',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) return AXIOS_FETCH_STUB;
      return null;
    },
    load(id) {
      return id === AXIOS_FETCH_STUB ? 'export const getFetch = () => undefined;\nexport default undefined;\n' : null;
    },
  };
}

const TLDTS_STUB = '\0tea-mall:tldts-stub';

/**
 * Mock mode only. MSW keeps a cookie jar (tough-cookie), which looks domains up in the whole public
 * suffix list (tldts: 300 KB of the 560 KB mock chunk the browser parses before any call is
 * answered). The embedded backend never sets cookies, so the lookup is reduced to the last two
 * labels; demos, e2e and Lighthouse then measure the app rather than the list.
 */
export function mockWithoutPublicSuffixList(): Plugin {
  return {
    name: 'tea-mall:mock-without-public-suffix-list',
    enforce: 'pre',
    resolveId(source) {
      return source === 'tldts' ? TLDTS_STUB : null;
    },
    load(id) {
      if (id !== TLDTS_STUB) return null;
      return "export function getDomain(domain) {\n  const labels = String(domain).split('.');\n  return labels.length >= 2 ? labels.slice(-2).join('.') : null;\n}\n";
    },
  };
}

const KDF_STUB = '\0tea-mall:crypto-js-evpkdf-stub';

/**
 * crypto-js's AES derives a key from a passphrase with EvpKDF (which brings SHA-1 and HMAC) when it
 * is given a string key; the Auth-Token is encrypted with a key and IV given as words
 * (src/api/authToken.ts), so that derivation never runs, yet `crypto-js/aes` imports it: 1.2 KB
 * gzip on every page. Its import resolves to an empty module; a passphrase would now fail loudly
 * (EvpKDF undefined) instead of deriving a key. tests/unit/build/unusedModules.test.ts encrypts
 * the Auth-Token's way with crypto-js loaded without EvpKDF and checks it against node:crypto.
 */
export function cryptoWithoutKeyDerivation(): Plugin {
  return {
    name: 'tea-mall:crypto-without-key-derivation',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './evpkdf' && importer && /[\\/]crypto-js[\\/](aes|cipher-core)\.js$/.test(importer)) return KDF_STUB;
      return null;
    },
    load(id) {
      return id === KDF_STUB ? 'export default undefined;\n' : null;
    },
  };
}
