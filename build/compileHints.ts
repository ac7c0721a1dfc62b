import type { Plugin } from 'vite';

/** V8's file-level explicit compile hint (Chromium 136 and later; other engines read a comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Chunks smaller than this (the entry, the bundler's runtime) hold a handful of functions that
 * compile in well under a millisecond; the hint's 22 bytes gzip would buy nothing on every page.
 */
export const COMPILE_HINT_MIN_BYTES = 2048;

/**
 * Build only: each of the app's script chunks but the smallest starts with V8's explicit compile
 * hint, so Chromium compiles the whole file on a background thread while it streams in, instead of
 * compiling each function on the main thread the first time it is called. A chunk is only ever
 * loaded to run: the boot closure at launch, a screen when it opens, a deferred part when it is
 * needed or the page has settled. Measured on /home's launch (production build, no CPU slowdown,
 * two traces each): lazy compilation on the main thread went from 157-214 ms (about 1560
 * functions) to 4-6 ms, and the main thread's script time from 572-669 to 394-466 ms
 * (docs/performance.md).
 *
 * Added once the chunks are final (after minification, which may drop comments); the hint is the
 * same on every build, so a file's hashed name still stands for its content.
 */
export function compileHints(): Plugin {
  return {
    name: 'tea-mall:compile-hints',
    apply: 'build',
    enforce: 'post',
    // after Vite's own generateBundle, which puts a chunk's list of stylesheets to preload
    // (`__vite__mapDeps`) on its first line: the hint must be the file's first line
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.code.length < COMPILE_HINT_MIN_BYTES || output.code.startsWith(COMPILE_HINT)) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
        }
      },
    },
  };
}
