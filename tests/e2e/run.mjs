#!/usr/bin/env node
// End-to-end runner: build the mock-mode app, serve it, run the e2e specs against it.
//
//   node tests/e2e/run.mjs [--no-build] [vitest args...]
//
// 0. The preflight (scripts/preflight.mjs): Chromium and the CJK fonts, installed or named.
// 1. Unless --no-build: `npx vite build --mode mock --outDir dist-mock` (the MSW worker is the backend).
// 2. Serve dist-mock on 127.0.0.1 on a free port (static files, SPA fallback to index.html).
// 3. `vitest run --config tests/e2e/vitest.config.ts` with E2E_BASE_URL set; exit with its code.
// Any other argument goes to vitest (e.g. a file filter or `-t 'leave guard'`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTestBrowser } from '../../scripts/preflight.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'dist-mock');
const CONFIG = 'tests/e2e/vitest.config.ts';

/** Runs a command with inherited stdio; resolves with its exit code. */
function run(command, args, env = process.env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolvePromise(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  const argv = process.argv.slice(2);
  const build = !argv.includes('--no-build');
  const vitestArgs = argv.filter((arg) => arg !== '--no-build');
  const started = Date.now();
  await ensureTestBrowser();

  if (build) {
    console.log('[e2e] building the mock-mode app: vite build --mode mock --outDir dist-mock');
    const code = await run('npx', ['vite', 'build', '--mode', 'mock', '--outDir', 'dist-mock']);
    if (code !== 0) {
      console.error(`[e2e] build failed (exit ${code})`);
      return code;
    }
  }
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error('[e2e] dist-mock/index.html is missing: run without --no-build first.');
    return 1;
  }
  if (!existsSync(join(DIST, 'mockServiceWorker.js'))) {
    console.warn('[e2e] warning: dist-mock/mockServiceWorker.js is missing; the mock backend cannot start.');
  }

  const { server, url } = await serveStatic(DIST, { spaFallback: true });
  console.log(`[e2e] serving dist-mock at ${url}`);
  let code;
  try {
    const testsStarted = Date.now();
    code = await run('npx', ['vitest', 'run', '--config', CONFIG, ...vitestArgs], {
      ...process.env,
      E2E_BASE_URL: url,
    });
    console.log(`[e2e] specs took ${((Date.now() - testsStarted) / 1000).toFixed(1)} s`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
  console.log(`[e2e] ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error('[e2e]', error);
      process.exit(1);
    },
  );
}
