// Types for scripts/lib/chromium-flags.mjs, so the TypeScript e2e helpers launch Chromium with the same flags.

export declare const QUIET_CHROMIUM_FLAGS: readonly string[];
export declare const HEADLESS_CHROMIUM_FLAGS: readonly string[];
