/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One config for the app (`npm start` = mock mode, `npm run build` = production),
// the mock-mode build used by e2e / Lighthouse (`--mode mock`), and vitest.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
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
  // mockServiceWorker.js lives in public/ but is only wanted in mock builds.
  publicDir: 'public',
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
