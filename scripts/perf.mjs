#!/usr/bin/env node
// npm run perf: Lighthouse (mobile preset, performance only) on the mock-mode build, 3 runs per
// page, median run by score; prints performance score, LCP, TBT and CLS against the targets.
//
//   node scripts/perf.mjs [--no-build] [--runs N] [--production]
//
// --production measures the production build instead (what users download: no service worker,
// no mock code), its API answered from Node by the same mock handlers (scripts/lib/fixture-backend).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFixtureBackend } from './lib/fixture-backend.mjs';
import { serveStatic } from './lib/static-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const PAGES = ['/home', '/goods/category', '/goods/detail/g-1001'];
const TARGETS = { score: 95, lcpMs: 1800, tbtMs: 100, cls: 0.02 };

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: options.quiet ? 'ignore' : 'inherit', env: { ...process.env, CHROME_PATH } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function lighthouse(url, outFile) {
  const code = await run(
    'npx',
    ['lighthouse', url, '--only-categories=performance', '--output=json', `--output-path=${outFile}`, `--chrome-flags=${CHROME_FLAGS}`, '--quiet'],
    { quiet: true },
  );
  if (code !== 0) throw new Error(`lighthouse exited with ${code} for ${url}`);
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  const args = process.argv.slice(2);
  const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
  const production = args.includes('--production');
  const buildArgs = production ? ['vite', 'build'] : ['vite', 'build', '--mode', 'mock'];
  if (!args.includes('--no-build') && (await run('npx', buildArgs)) !== 0) process.exit(1);
  const backend = production ? await startFixtureBackend(ROOT) : null;
  const { server, url } = await serveStatic(join(ROOT, production ? 'dist' : 'dist-mock'), { spaFallback: true, handle: backend?.handle });
  const work = mkdtempSync(join(tmpdir(), 'tea-mall-perf-'));
  const rows = [];
  try {
    for (const page of PAGES) {
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await lighthouse(url + page, join(work, `run-${i}.json`)));
      rows.push({ page, ...median(results) });
    }
  } finally {
    server.closeAllConnections();
    server.close();
    await backend?.close();
    rmSync(work, { recursive: true, force: true });
  }
  const what = production ? 'production build, API from the mock handlers in Node' : 'mock-mode build (MSW service worker)';
  console.log(`\nLighthouse mobile on the ${what}, median of ${runs} (targets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcpMs / 1000} s, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls})\n`);
  console.log('page                      score   LCP      TBT      CLS');
  for (const row of rows) {
    const ok = row.score >= TARGETS.score && row.lcpMs <= TARGETS.lcpMs && row.tbtMs <= TARGETS.tbtMs && row.cls <= TARGETS.cls;
    console.log(
      `${row.page.padEnd(24)}  ${String(row.score).padStart(5)}   ${(row.lcpMs / 1000).toFixed(2)} s   ${Math.round(row.tbtMs).toString().padStart(4)} ms   ${row.cls.toFixed(3)}   ${ok ? 'meets targets' : 'misses targets'}`,
    );
  }
}

main().catch((error) => {
  console.error('[perf]', error);
  process.exit(1);
});
