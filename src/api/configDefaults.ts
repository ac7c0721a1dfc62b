/**
 * The request layer's settings where no `VITE_*` variable sets them (those of the embedded mock
 * backend), and its timeout. Plain values, no `import.meta.env`: the build reads them too, for the
 * launch call that index.html sends itself (vite.config.ts, build/launchCall.ts).
 */
export const DEFAULT_SIGN_SECRET = 'tea-mall-h5-sign-2026';
export const DEFAULT_AUTH_TOKEN_KEY = 'TeaMallH5AesKey1';
export const DEFAULT_AUTH_TOKEN_IV = 'TeaMallH5AesIv01';

/** Request timeout: 60 s (docs/request-protocol.md). */
export const REQUEST_TIMEOUT_MS = 60_000;
