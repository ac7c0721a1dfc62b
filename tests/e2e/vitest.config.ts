import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end specs: a real Chromium against the served mock-mode build (tests/e2e/run.mjs sets
// E2E_BASE_URL). One file at a time, tests in order, generous timeouts for a 2-core CI machine.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    maxConcurrency: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    retry: 0,
    passWithNoTests: false,
  },
});
