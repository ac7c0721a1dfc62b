#!/usr/bin/env node
// npm run perf: Lighthouse 12 (mobile preset, performance only) on the built app. Runs are interleaved
// across the pages (page 1, 2, 3, page 1, 2, 3, ...) so a burst of load elsewhere on the machine hits
// every page alike. Each run is printed with Lighthouse's CPU benchmark index and the machine's load
// average, then the median run per page (by score) against the targets.
//
//   node scripts/perf.mjs [--production] [--no-build] [--runs N] [--api-down] [--warm] [--page /path]...
//
// --production  the production build (no mock code), its API answered from Node by the same mock
//               handlers (scripts/lib/fixture-backend); default: the mock-mode build (MSW worker)
// --api-down    every API call fails (HTTP 503), to measure the error states' layout and cost
// --warm        a second launch: a first launch in a kept profile (Chromium driven by Playwright)
//               stays open until the app has kept what a second launch reads (the page's launch
//               data and picture, stored once the page settles), then the measured load runs with
//               that profile's cache and storage (hashed assets cached immutably)
// --keep DIR    keeps every run's Lighthouse report (JSON) in DIR, to read where the time went
// --cpu N       Lighthouse's CPU slowdown (default its mobile preset's 4x, which assumes a high-end
//               desktop, benchmark index 1500-2000). Lighthouse's throttling guide asks for a lower
//               one on a slower host (a low-end desktop, 1000-1500: 2x for a mid-tier phone), so a
//               figure can be compared across machines; the targets are judged at the default
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { startFixtureBackend } from './lib/fixture-backend.mjs';
import { HEADLESS_CHROMIUM_FLAGS, QUIET_CHROMIUM_FLAGS } from './lib/chromium-flags.mjs';
import { serveStatic } from './lib/static-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = HEADLESS_CHROMIUM_FLAGS.join(' ');
const DEFAULT_PAGES = ['/home', '/goods/category', '/goods/detail/g-1001'];
/** Issue 9's targets (the warm launch has its own LCP target). */
export const TARGETS = { score: 92, lcpMs: 2500, warmLcpMs: 1000, tbtMs: 150, cls: 0.02 };

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, CHROME_PATH } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function quiet(command, args) {
  return new Promise((resolve) => {
    let stderr = '';
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH } });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, stderr }));
  });
}

async function lighthouse(url, outFile, { profile, keepCache, cpu }) {
  const flags = profile ? `${CHROME_FLAGS} --user-data-dir=${profile}` : CHROME_FLAGS;
  const args = ['lighthouse', url, '--only-categories=performance', '--output=json', `--output-path=${outFile}`, `--chrome-flags=${flags}`, '--quiet'];
  if (keepCache) args.push('--disable-storage-reset');
  if (cpu) args.push(`--throttling.cpuSlowdownMultiplier=${cpu}`);
  const { code, stderr } = await quiet('npx', args);
  if (code !== 0) throw new Error(`lighthouse exited with ${code} for ${url}\n${stderr.slice(-2000)}`);
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    load: loadavg()[0],
  };
}

/** How long a first launch may take to settle and keep its data (settle: load + 1.5 s quiet + idle). */
const PRIME_WAIT_MS = 30_000;

/**
 * A first launch in `profile`, kept open until the app has stored the page's launch data and
 * launch picture (src/app/launchData.ts, build/launchPicture.ts): Lighthouse's own loads end about
 * a second after the network goes quiet, before the page counts as settled, so a Lighthouse load
 * would prime the cache but not what the app keeps. Same viewport as Lighthouse's mobile preset.
 * Returns what was kept, for the printed row.
 */
async function primeLaunch(url, profile) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: [...QUIET_CHROMIUM_FLAGS],
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const path = new URL(url).pathname;
    await page.goto(url, { waitUntil: 'load' });
    const kept = (key) => page.evaluate(([name, at]) => Boolean(JSON.parse(localStorage.getItem(name) ?? '{}')[at]), [key, path]);
    const deadline = Date.now() + PRIME_WAIT_MS;
    while (Date.now() < deadline && !((await kept('launchData')) && (await kept('launchPictures')))) await page.waitForTimeout(250);
    return { data: await kept('launchData'), picture: await kept('launchPictures') };
  } finally {
    await context.close();
  }
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)];
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

function formatRun(row) {
  return [
    String(row.score).padStart(5),
    seconds(row.fcpMs).padStart(7),
    seconds(row.lcpMs).padStart(7),
    `${Math.round(row.tbtMs)} ms`.padStart(7),
    row.cls.toFixed(3).padStart(6),
    String(Math.round(row.benchmarkIndex)).padStart(6),
    row.load.toFixed(2).padStart(5),
  ].join('  ');
}

function meets(row, warm) {
  const lcpTarget = warm ? TARGETS.warmLcpMs : TARGETS.lcpMs;
  return row.score >= TARGETS.score && row.lcpMs <= lcpTarget && row.tbtMs <= TARGETS.tbtMs && row.cls <= TARGETS.cls;
}

function parseArgs(argv) {
  const pages = argv.flatMap((arg, index) => (arg === '--page' && argv[index + 1] ? [argv[index + 1]] : []));
  return {
    runs: Number(argv[argv.indexOf('--runs') + 1]) || 5,
    production: argv.includes('--production'),
    build: !argv.includes('--no-build'),
    apiDown: argv.includes('--api-down'),
    warm: argv.includes('--warm'),
    pages: pages.length ? pages : DEFAULT_PAGES,
    keep: argv.includes('--keep') ? argv[argv.indexOf('--keep') + 1] : undefined,
    cpu: argv.includes('--cpu') ? Number(argv[argv.indexOf('--cpu') + 1]) || undefined : undefined,
  };
}

/** Answers every API call with 503 (the app's calls all live under these prefixes). */
function failingApi(request, response, pathname) {
  if (!/^\/(teamall-|settlement\/)/.test(pathname)) return Promise.resolve(false);
  response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Service Unavailable');
  return Promise.resolve(true);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const buildArgs = options.production ? ['vite', 'build'] : ['vite', 'build', '--mode', 'mock'];
  if (options.build && (await run('npx', buildArgs)) !== 0) process.exit(1);
  const backend = options.production && !options.apiDown ? await startFixtureBackend(ROOT) : null;
  const handle = options.apiDown ? failingApi : backend?.handle;
  const { server, url } = await serveStatic(join(ROOT, options.production ? 'dist' : 'dist-mock'), { spaFallback: true, handle, hostCaching: true });
  const work = mkdtempSync(join(tmpdir(), 'tea-mall-perf-'));
  const results = new Map(options.pages.map((page) => [page, []]));
  const what = `${options.production ? 'production build' : 'mock-mode build'}${options.apiDown ? ', every call failing' : ''}${options.warm ? ', warm (cache primed)' : ''}${options.cpu ? `, CPU slowdown ${options.cpu}x (not the preset's 4x)` : ''}`;
  console.log(`\nLighthouse mobile on the ${what}: ${options.runs} runs per page, interleaved\n`);
  console.log(`${'run  page'.padEnd(30)}score      FCP      LCP      TBT     CLS  bench  load`);
  try {
    for (let i = 0; i < options.runs; i += 1) {
      for (const page of options.pages) {
        const profile = options.warm ? mkdtempSync(join(work, 'profile-')) : undefined;
        const primed = profile ? await primeLaunch(url + page, profile) : undefined;
        const row = await lighthouse(url + page, join(work, 'run.json'), { profile, keepCache: options.warm, cpu: options.cpu });
        if (profile) rmSync(profile, { recursive: true, force: true });
        results.get(page).push(row);
        if (options.keep) {
          mkdirSync(options.keep, { recursive: true });
          copyFileSync(join(work, 'run.json'), join(options.keep, `${page.replace(/\W+/g, '_')}-${i + 1}.json`));
        }
        const keptNote = primed ? `  kept: data ${primed.data ? 'yes' : 'no'}, picture ${primed.picture ? 'yes' : 'no'}` : '';
        console.log(`${`${String(i + 1).padStart(3)}  ${page}`.padEnd(30)}${formatRun(row)}${keptNote}`);
      }
    }
  } finally {
    server.closeAllConnections();
    server.close();
    await backend?.close();
    rmSync(work, { recursive: true, force: true });
  }
  const lcpTarget = options.warm ? TARGETS.warmLcpMs : TARGETS.lcpMs;
  console.log(`\nMedian of ${options.runs} by score (targets: score >= ${TARGETS.score}, LCP <= ${seconds(lcpTarget)}, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls})\n`);
  console.log(`${'page'.padEnd(30)}score      FCP      LCP      TBT     CLS  bench  load`);
  for (const [page, rows] of results) {
    const row = median(rows);
    console.log(`${page.padEnd(30)}${formatRun(row)}  ${meets(row, options.warm) ? 'meets targets' : 'misses targets'}`);
  }
}

main().catch((error) => {
  console.error('[perf]', error);
  process.exit(1);
});
