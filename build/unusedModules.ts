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

const SYNC_EXTERNAL_STORE_STUB = '\0tea-mall:use-sync-external-store-shim';

/**
 * antd-mobile (its reduced-motion switch, which the animated popups and pickers use) imports
 * `use-sync-external-store/shim`, the backport of `useSyncExternalStore` for React 17 and earlier.
 * On React 18 and later the shim hands out React's own hook and its fallback never runs; it sat in
 * the vendor chunk that every page loads (0.4 KB gzip). The import resolves to React's hook.
 */
export function syncExternalStoreFromReact(): Plugin {
  return {
    name: 'tea-mall:sync-external-store-from-react',
    enforce: 'pre',
    resolveId(source) {
      return source === 'use-sync-external-store/shim' ? SYNC_EXTERNAL_STORE_STUB : null;
    },
    load(id) {
      return id === SYNC_EXTERNAL_STORE_STUB ? "export { useSyncExternalStore } from 'react';\n" : null;
    },
  };
}

const KDF_STUB = '\0tea-mall:crypto-js-evpkdf-stub';

/**
 * crypto-js's AES derives a key from a passphrase with EvpKDF (which brings SHA-1 and HMAC) when it
 * is given a string key; the Auth-Token is encrypted with a key and IV given as words
 * (src/api/authToken.ts), so that derivation never runs, yet `crypto-js/aes` imports it: 1.2 KB
 * gzip on every page. Its import resolves to an empty module; a passphrase would now fail loudly
 * (EvpKDF undefined) instead of deriving a key. tests/unit/build/unusedModules.node.test.ts encrypts
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

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic import of the app in its preload helper, which links the chunk's CSS
 * and JS dependencies before the import. This build preloads no scripts (`build.modulePreload:
 * false`: the boot loader asks for the opening route's closure itself), so the lists hold the
 * chunk's stylesheets only (each lazy chunk has its own: `cssCodeSplit`), yet Vite's helper keeps
 * its script preloading and modulepreload detection on every page (vitejs/vite#13952, #18551).
 * It is replaced by what it does with stylesheets alone: link each one not linked yet and wait for
 * it, so a screen never renders before its CSS (no layout shift), then run the import. A stylesheet
 * the boot loader only preloaded (`rel=preload`) is linked here too, and waited for. A failure
 * (stylesheet or script) is announced as a `vite:preloadError` event before it rejects (the app
 * listens for none); a stylesheet that failed is linked again by the next attempt.
 */
export function preloadHelperWithoutDependencies(): Plugin {
  let base = '/';
  return {
    name: 'tea-mall:preload-helper-without-dependencies',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      if (config.build.modulePreload !== false) throw new Error('[preload helper] only for builds with no module preload');
      if (!config.base.startsWith('/')) throw new Error('[preload helper] only for an absolute base');
      base = config.base;
    },
    load(id) {
      if (id !== PRELOAD_HELPER) return null;
      return [
        'const styles = new Map();',
        'const failed = (error) => {',
        "  const event = new Event('vite:preloadError', { cancelable: true });",
        '  event.payload = error;',
        '  window.dispatchEvent(event);',
        '  if (!event.defaultPrevented) throw error;',
        '};',
        'const stylesheet = (file) => {',
        `  const href = ${JSON.stringify(base)} + file;`,
        '  let loaded = styles.get(href);',
        '  if (loaded) return loaded;',
        '  const linked = document.querySelector(`link[rel="stylesheet"][href="${href}"]`);',
        '  if (linked) return Promise.resolve();',
        '  const link = document.createElement(\'link\');',
        "  link.rel = 'stylesheet';",
        "  link.crossOrigin = '';",
        '  link.href = href;',
        '  loaded = new Promise((resolve, reject) => {',
        '    link.onload = resolve;',
        '    link.onerror = () => {',
        '      styles.delete(href);',
        '      link.remove();',
        '      reject(new Error(`Unable to preload CSS for ${href}`));',
        '    };',
        '  });',
        '  styles.set(href, loaded);',
        '  document.head.appendChild(link);',
        '  return loaded;',
        '};',
        'export const __vitePreload = (load, deps) =>',
        '  deps && deps.length',
        '    ? Promise.all(deps.map(stylesheet)).catch(failed).then(() => load().catch(failed))',
        '    : load().catch(failed);',
        '',
      ].join('\n');
    },
  };
}
