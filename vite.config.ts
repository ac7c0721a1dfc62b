/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const workerFile = 'mockServiceWorker.js';
const workerPath = fileURLToPath(new URL(`./mocks/public/${workerFile}`, import.meta.url));

/**
 * The MSW worker script is served and emitted only in mock mode, so a production build
 * carries no mock code at all (not even the worker file).
 */
function mockServiceWorker(): Plugin {
  return {
    name: 'tea-mall:mock-service-worker',
    configureServer(server) {
      server.middlewares.use(`/${workerFile}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: workerFile, source: readFileSync(workerPath) });
    },
  };
}

// One config for the app (`npm start` = mock mode, `npm run build` = production),
// the mock-mode build used by e2e / Lighthouse (`--mode mock`), and vitest.
export default defineConfig(({ mode }) => ({
  plugins: [react(), ...(mode === 'mock' ? [mockServiceWorker()] : [])],
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
    outDir: mode === 'mock' ? 'dist-mock' : 'dist',
  },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
}));
