/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { barrelImports } from './build/barrelImports';
import { bootLoaderPlugin } from './build/bootLoader';
import { compactIcons } from './build/compactIcons';
import { compileHints } from './build/compileHints';
import { homeLaunchCall } from './build/launchCall';
import { entryClosure } from './build/launchChunks';
import { sharedStyles } from './build/sharedStyles';
import { axiosWithoutFetchAdapter, cryptoWithoutKeyDerivation, mockWithoutPublicSuffixList, preloadHelperWithoutDependencies, syncExternalStoreFromReact } from './build/unusedModules';
import { cacheControl } from './scripts/lib/cache-policy.mjs';

const mockPublicDir = fileURLToPath(new URL('./mocks/public', import.meta.url));

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

const mimeTypes: Record<string, string> = { '.js': 'text/javascript', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg' };

/**
 * mocks/public (the MSW worker script and the mock data's local images) is served and emitted
 * only in mock mode, so a production build carries no mock code or data at all.
 */
function mockPublic(): Plugin {
  return {
    name: 'tea-mall:mock-public',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = join(mockPublicDir, decodeURIComponent((req.url ?? '').split('?')[0] ?? ''));
        if (!file.startsWith(mockPublicDir) || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader('Content-Type', mimeTypes[extname(file)] ?? 'application/octet-stream');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const file of filesUnder(mockPublicDir)) {
        this.emitFile({ type: 'asset', fileName: file.split(sep).join('/'), source: readFileSync(join(mockPublicDir, file)) });
      }
    },
  };
}

/** `npm run preview` serves the build with the caching a production host must send (docs/performance.md). */
function hostCaching(): Plugin {
  return {
    name: 'tea-mall:host-caching',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        res.setHeader('Cache-Control', cacheControl((req.url ?? '/').split('?')[0] ?? '/'));
        next();
      });
    },
  };
}

const bootModules = entryClosure(['/src/api/baseApi.ts', '/src/app/bootStore.ts', '/src/app/renderApp.tsx']);
/** stylesheets two lazy chunks would both carry: the boot's, so they are in the entry's stylesheet */
const bootStyles = sharedStyles(bootModules.test);
/** The Storybook CLI sets this before it loads this config: the launch-path chunking is the app's only. */
const forStorybook = process.env.STORYBOOK === 'true';

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    compactIcons(),
    axiosWithoutFetchAdapter(),
    cryptoWithoutKeyDerivation(),
    syncExternalStoreFromReact(),
    hostCaching(),
    // The boot loader is the app's only: in Storybook's iframe.html it would start the preview after
    // the first paint, so the page's load event could fire before Storybook's globals exist (the
    // test-runner injects its script at load: a CI run failed on that race).
    ...(forStorybook
      ? []
      : [
          barrelImports(['antd-mobile', 'antd-mobile-icons']),
          preloadHelperWithoutDependencies(),
          compileHints(),
          bootModules.plugin,
          ...bootStyles.plugins,
          // every page's first call needs the request layer (and in mock mode the embedded backend,
          // which answers it): they load with the entry, not after it; the home page's launch advert
          // (its largest picture) loads with the home screen
          bootLoaderPlugin({
            alwaysPreload: ['src/api/transport.ts', ...(mode === 'mock' ? ['mocks/browser.ts'] : [])],
            opens: { '/home': ['src/screens/home/NewUserPopupView.tsx'] },
            // in mock mode the embedded backend answers only once the app has started it
            launchCall: mode === 'mock' ? undefined : homeLaunchCall(loadEnv(mode, process.cwd(), 'VITE_')),
          }),
        ]),
    ...(mode === 'mock' ? [mockPublic(), mockWithoutPublicSuffixList()] : []),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT) || 5173,
    strictPort: Boolean(process.env.PORT),
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.PORT) || 4173,
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
    // No script preloads in the dynamic imports' dependency lists, and no modulepreload polyfill in
    // the entry (1.5 KB gzip on every route): the boot loader already asks for the opening route's
    // whole closure at once (build/bootLoader.ts), and screens opened later import what they lack
    // from chunks that are mostly loaded already (vendor, boot). The lists keep each chunk's
    // stylesheets, which the app's own small preload helper links and waits for (build/unusedModules.ts).
    modulePreload: false,
    // Each lazy chunk brings its own stylesheet (a screen's CSS loads with the screen), so the CSS
    // a page loads does not grow with the number of screens. The entry's stylesheet holds the
    // global CSS (antd-mobile's defaults, src/styles/global.css), that of the components the boot
    // closure draws, and that of every module two lazy chunks share (build/sharedStyles.ts); the
    // boot loader links it before the entry runs, and preloads the opening route's stylesheet with
    // its screen chunk. Until session 19 the app was one stylesheet, every screen's styles on every
    // page: 20.9 KB gzip with 25 screens, 11.5 KB of it theirs (docs/performance.md).
    cssCodeSplit: true,
    outDir: mode === 'mock' ? 'dist-mock' : 'dist',
    rolldownOptions: {
      // required by inlining common chunks (below): a lazy chunk exports only what its importers use
      ...(forStorybook ? {} : { preserveEntrySignatures: false as const }),
      output: {
        // The libraries every page boots on, as one file: left to itself, the bundler cut them into
        // seven (react, react-dom, router, RTK, ...) by which lazy screens share them, each one more
        // request on the launch path (entry 142.2 -> 137.0 KB gzip, 13 -> 12 files). Grouping
        // the small shared UI modules too was tried: it pulled 40-70 KB into every page.
        // The rest of the entry's static closure is one `boot` file (build/launchChunks.ts): every
        // page loads it all anyway, and it was a dozen files (15 -> 6 on a coming-soon page).
        // Its dependencies are in the closure already; with the group capturing them again
        // (includeDependenciesRecursively) the screens' shared modules split worse: measured
        // /goods/category 11 files instead of 6, 2 KB more.
        codeSplitting: {
          // The small modules lazy screens share (antd-mobile's helpers, Price, GoodsImage, ...) are
          // copied into the screen chunks that use them instead of being a dozen files of a few
          // hundred bytes each: /goods/category 20 -> 6 files, for 2.6 KB more (the runtime that
          // keeps one instance of each copied module). Rolldown's option is experimental and needs
          // strict execution order; an e2e journey and the size check run the built app with it.
          // Shared code over 32 KB of source (react-spring, use-gesture) stays its own file.
          ...(forStorybook ? {} : { experimentalInlineCommonChunks: { maxSize: 32 * 1024 } }),
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs|immer|redux|reselect|react-redux|redux-thunk|use-sync-external-store|@standard-schema)[\\/]/, priority: 30 },
            ...(forStorybook ? [] : [{ name: 'boot', test: (id: string) => bootModules.test(id) || bootStyles.test(id), priority: 20, includeDependenciesRecursively: false }]),
          ],
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    // Any error thrown outside a test (work a test left behind, landing after its file ended) fails
    // the run; nothing is filtered with onUnhandledError or dangerouslyIgnoreUnhandledErrors.
    // tests/unit/teardown.ts finishes that work after each test instead.
    // Ceilings for a machine whose cores are busy elsewhere; passing tests never wait for them.
    // vitest's default on 2 cores is one worker (cores - 1); the unit step runs alone, so both cores
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    benchmark: { include: ['tests/bench/**/*.bench.ts'] },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/**/*.node.test.ts'],
          setupFiles: ['tests/unit/immediates.ts', 'tests/unit/setup.ts'],
        },
      },
      // `*.node.test.ts`: pure logic (rules, formats, build and tooling helpers) in plain Node, with
      // no jsdom, mock backend or setup. Each test file runs in a process of its own; a jsdom and
      // the setup cost about 1.4 s of it, where these files' tests take 0.2 s: 34 files took 47 s
      // on two cores with them, 8 s without
      { extends: true, test: { name: 'node', environment: 'node', include: ['tests/unit/**/*.node.test.ts'] } },
      // builds the app and inspects the output (node environment, no MSW server)
      { extends: true, test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'] } },
    ],
  },
}));
