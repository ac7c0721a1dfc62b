import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end specs: a real Chromium against the served mock-mode build (tests/e2e/run.mjs sets
// E2E_BASE_URL). Two files at a time, each with its own Chromium and a fresh browser context per
// test (so its own mock backend); the tests of a file in order; generous timeouts for a 2-core CI
// machine. One file at a time left a third of the machine idle (66% busy; 200 s, now 150 s): a
// journey mostly waits on the page.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    maxConcurrency: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    retry: 0,
    passWithNoTests: false,
  },
});
