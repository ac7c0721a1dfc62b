// Debian's Chromium on a closed network (no browser downloads work here): without the networking
// flags it floods the network with update, sync and QUIC traffic. Playwright and Lighthouse make
// their own profile, so no --user-data-dir. Used by the story runner, the e2e suite, `npm run perf`
// and the route-weight measure (docs/visual-suite.md, Browser).

/** The flags that keep Chromium quiet on a closed network (Playwright adds headless itself). */
export const QUIET_CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** The same, headless, for a launch that does not say so itself. */
export const HEADLESS_CHROMIUM_FLAGS = Object.freeze(['--headless', ...QUIET_CHROMIUM_FLAGS]);
