#!/usr/bin/env node
// Story tests + visual regression, end to end:
//   build Storybook -> serve it on 127.0.0.1 -> test-storybook (.storybook/test-runner.ts does the
//   per-story checks) -> report + summary.
//
//   node tests/visual/run.mjs              play functions, a11y, console errors, screenshots
//   node tests/visual/run.mjs --update     same, but (re)write baselines, remove orphaned ones
//   node tests/visual/run.mjs --no-visual  no screenshots (npm run test:stories)
//   add --no-build to reuse an existing storybook-static/
//   add --only <id-prefix> to run the stories whose id starts with it (e.g. screens-home); with
//   --update only their baselines are rewritten and only their orphans removed
//   add --locale en-US to render every story and run its play function in English (the Storybook
//   `locale` global); with screenshots, that pass shoots only the stories' en-US modes
//   (<storyId>@en-US.png), the zh-CN pass the stories and their width modes (<storyId>@320.png):
//   see .storybook/runner/modes.ts
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '../../scripts/lib/static-server.mjs';

const ROOT = process.cwd();
const STATIC_DIR = path.join(ROOT, 'storybook-static');
const VISUAL_DIR = path.join(ROOT, 'tests/visual');
const BASELINE_DIR = path.join(VISUAL_DIR, 'baselines');
const ACTUAL_DIR = path.join(VISUAL_DIR, '__actual__');
const REPORT_DIR = path.join(VISUAL_DIR, 'report');
const META_FILE = path.join(BASELINE_DIR, 'meta.json');
const RESULTS_FILE = path.join(ACTUAL_DIR, 'results.jsonl');
/** The run as a whole (results, orphans, provenance), read by the review app (`npm run review`). */
const RUN_FILE = path.join(ACTUAL_DIR, 'run.json');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/** Locales a run can render the stories in (.storybook/storyLocale.ts sets the global). */
const LOCALES = ['zh-CN', 'en-US'];

/** Visual outcomes (see .storybook/test-runner.ts) that belong in the HTML report. */
const REPORTED_VISUAL = new Set(['diff', 'missing', 'unstable']);
/** Visual outcomes of --update that leave a baseline from the current browser. */
const RECORDED_VISUAL = new Set(['new', 'updated', 'unchanged']);

function parseArgs(argv) {
  const known = new Set(['--update', '--no-visual', '--no-build']);
  const onlyAt = argv.indexOf('--only');
  const only = onlyAt >= 0 ? argv[onlyAt + 1] : undefined;
  if (onlyAt >= 0 && !/^[a-z0-9-]+$/.test(only ?? '')) fail('--only needs a story id prefix such as screens-home');
  const localeAt = argv.indexOf('--locale');
  const locale = localeAt >= 0 ? argv[localeAt + 1] : 'zh-CN';
  if (!LOCALES.includes(locale)) fail(`--locale needs one of ${LOCALES.join(', ')}`);
  // an option that takes a value, and its value
  const valued = new Set([onlyAt, localeAt].filter((at) => at >= 0).flatMap((at) => [at, at + 1]));
  const rest = argv.filter((_, index) => !valued.has(index));
  const unknown = rest.filter((arg) => !known.has(arg));
  if (unknown.length) fail(`unknown option(s): ${unknown.join(' ')}`);
  const options = {
    update: argv.includes('--update'),
    visual: !argv.includes('--no-visual'),
    build: !argv.includes('--no-build'),
    only,
    locale,
  };
  if (options.update && !options.visual) fail('--update and --no-visual exclude each other');
  return options;
}

function fail(message) {
  console.error(`run.mjs: ${message}`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// Browser and font provenance: a Chromium or font update changes pixels without any design change.

function commandOutput(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout : '';
}

function currentProvenance() {
  // Debian's wrapper script also prints a harmless "[: ...: unexpected operator" line.
  const chromium = commandOutput(CHROME_PATH, ['--version']).match(/\d+(\.\d+){3}/)?.[0];
  const fonts = commandOutput('dpkg-query', ['-W', '-f=${Version}', 'fonts-noto-cjk']).trim();
  return { chromium: chromium ?? 'unknown', fontsNotoCjk: fonts || 'unknown' };
}

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/** The line printed first, and at the top of the report, when the versions moved. */
function provenanceWarning(current, recorded, update) {
  if (!recorded) return undefined;
  const changes = [
    ['Chromium', recorded.chromium, current.chromium],
    ['fonts-noto-cjk', recorded.fontsNotoCjk, current.fontsNotoCjk],
  ]
    .filter(([, before, now]) => before !== now)
    .map(([name, before, now]) => `${name} ${before} -> ${now}`);
  if (!changes.length) return undefined;
  const consequence = update
    ? 'the baselines are being re-recorded with the new versions.'
    : 'pixel differences below may come from this browser/font update, not from a design change. ' +
      'If the screenshots look right, re-record with `npm run test:visual:update`.';
  return `BROWSER/FONT VERSION CHANGED since the baselines were recorded (${changes.join(', ')}): ${consequence}`;
}

function printProvenance(current, recorded, warning) {
  if (warning) console.log(warning);
  else if (!recorded) console.log(`No ${path.relative(ROOT, META_FILE)} yet (Chromium ${current.chromium}, fonts-noto-cjk ${current.fontsNotoCjk}).`);
  else console.log(`Chromium ${current.chromium}, fonts-noto-cjk ${current.fontsNotoCjk}: same as the baselines.`);
}

// ---------------------------------------------------------------------------------------------
// Child processes

/** Running children, stopped with this process on Ctrl-C. */
const activeChildren = new Set();

function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    // Its own process group, so that a signal can stop the whole tree (npx -> jest -> Chromium).
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit', detached: true });
    activeChildren.add(child);
    child.on('exit', (code, signal) => {
      activeChildren.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function buildStorybook() {
  const started = performance.now();
  const code = await run('npm', ['run', 'build-storybook']);
  if (code !== 0) fail(`npm run build-storybook failed (exit ${code})`);
  return (performance.now() - started) / 1000;
}

// ---------------------------------------------------------------------------------------------
// Stories and their results

/** Stories the test-runner tests: index entries that are stories with the default 'test' tag. */
function testedStories(only) {
  const index = readJson(path.join(STATIC_DIR, 'index.json'));
  if (!index) fail(`${path.relative(ROOT, STATIC_DIR)}/index.json not found (drop --no-build?)`);
  const stories = Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && entry.tags?.includes('test') && (!only || entry.id.startsWith(only)),
  );
  if (only && stories.length === 0) fail(`no story id starts with ${only}`);
  return stories;
}

/**
 * One result per story, then one per mode shot (.storybook/runner/modes.ts: id `<storyId>@<mode>`,
 * with `storyId` and `mode`); a story without a line never reached its checks, so it failed.
 */
function collectResults(stories) {
  const lines = fs.existsSync(RESULTS_FILE)
    ? fs.readFileSync(RESULTS_FILE, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line))
    : [];
  // A story retried by the runner has two lines: the last one counts.
  const byId = new Map(lines.map((result) => [result.id, result]));
  const storyIds = new Set(stories.map((story) => story.id));
  const modeResults = [...byId.values()].filter((result) => result.storyId && storyIds.has(result.storyId));
  return [...storyResults(stories, byId), ...modeResults];
}

function storyResults(stories, byId) {
  return stories.map(
    (story) =>
      byId.get(story.id) ?? {
        id: story.id,
        title: story.title,
        name: story.name,
        status: 'failed',
        visual: null,
        diffPixels: null,
        ms: null,
        failures: ['did not finish (see the test-runner output above)'],
      },
  );
}

/**
 * Baselines no story has: `<id>.png` without a story, `<id>@<mode>.png` without the story or (when
 * the story's parameters were read) without that mode. The en-US pass judges only en-US modes' files.
 */
function orphanedBaselines(stories, results, only, locale) {
  if (!fs.existsSync(BASELINE_DIR)) return [];
  const ids = new Set(stories.map((story) => story.id));
  const declared = new Map(results.filter((result) => Array.isArray(result.modes)).map((result) => [result.id, result.modes]));
  const isOrphan = (name) => {
    const at = name.indexOf('@');
    if (at < 0) return !ids.has(name);
    const [storyId, mode] = [name.slice(0, at), name.slice(at + 1)];
    return !ids.has(storyId) || (declared.has(storyId) && !declared.get(storyId).includes(mode));
  };
  const ofThisPass = (name) => locale === 'zh-CN' || name.endsWith(`@${locale}`);
  return fs
    .readdirSync(BASELINE_DIR)
    .filter((file) => file.endsWith('.png') && (!only || file.startsWith(only)))
    .map((file) => file.slice(0, -'.png'.length))
    .filter((name) => ofThisPass(name) && isOrphan(name))
    .map((name) => `${name}.png`);
}

// ---------------------------------------------------------------------------------------------
// HTML report (a self-contained folder: images are copied in)

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function copyIntoReport(source, name) {
  if (!fs.existsSync(source)) return undefined;
  fs.copyFileSync(source, path.join(REPORT_DIR, 'images', name));
  return `images/${encodeURIComponent(name)}`;
}

function imageCell(label, src) {
  const body = src ? `<a href="${src}"><img src="${src}" alt="${label}"></a>` : '<p>(none)</p>';
  return `<figure><figcaption>${label}</figcaption>${body}</figure>`;
}

function storySection(result) {
  const storyLink = `../../../storybook-static/?path=/story/${encodeURIComponent(result.storyId ?? result.id)}`;
  const images = {
    baseline: copyIntoReport(path.join(BASELINE_DIR, `${result.id}.png`), `${result.id}.baseline.png`),
    actual: copyIntoReport(path.join(ACTUAL_DIR, `${result.id}.actual.png`), `${result.id}.actual.png`),
    diff: copyIntoReport(path.join(ACTUAL_DIR, `${result.id}.diff.png`), `${result.id}.diff.png`),
  };
  // An unstable story has no screenshot to show.
  const row = Object.values(images).some(Boolean)
    ? `<div class="row">${Object.entries(images).map(([label, src]) => imageCell(label, src)).join('')}</div>`
    : '';
  return `<section>
  <h2>${escapeHtml(result.title)} / ${escapeHtml(result.name)} <small>${escapeHtml(result.visual)}</small></h2>
  <p><a href="${storyLink}">open in Storybook</a> · <code>${escapeHtml(result.id)}</code></p>
  <pre>${escapeHtml(result.failures.join('\n\n'))}</pre>
  ${row}
</section>`;
}

function listSection(heading, items, note) {
  if (!items.length) return '';
  const list = items.map((item) => `<li><code>${escapeHtml(item)}</code></li>`).join('');
  return `<section><h2>${heading}</h2><p>${note}</p><ul>${list}</ul></section>`;
}

/** The read-only review page (tests/visual/review/) next to the report; the report still works without it. */
async function exportReviewPage() {
  try {
    const { loadReviewMain } = await import('./review/cli.mjs');
    const main = await loadReviewMain();
    await main(['--export', path.relative(ROOT, path.join(REPORT_DIR, 'review'))], ROOT);
    return true;
  } catch (error) {
    console.log(`The review page could not be exported: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

function writeReport({ failed, missing, orphans, warning, update, review }) {
  fs.mkdirSync(path.join(REPORT_DIR, 'images'), { recursive: true });
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual regression report</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; }
  .warning { background: #fff3cd; border: 1px solid #d39e00; padding: 12px; font-weight: bold; }
  .row { display: flex; gap: 16px; align-items: flex-start; }
  figure { margin: 0; } figcaption { font-weight: bold; }
  img { max-width: 375px; border: 1px solid #ccc; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: 8px; }
  section { border-top: 1px solid #ddd; padding-top: 12px; margin-top: 12px; }
</style></head><body>
<h1>Visual regression report</h1>
${review ? '<p><a href="review/index.html">Open the review page</a>: side by side, overlay slider, blink and the changed region zoomed, by screen. To accept locally, run <code>npm run review</code>.</p>' : ''}
${warning ? `<p class="warning">${escapeHtml(warning)}</p>` : ''}
<p>${failed.length} stor${failed.length === 1 ? 'y' : 'ies'} with visual failures.</p>
${failed.map(storySection).join('\n')}
${listSection('Missing baselines', missing, 'Record them with <code>npm run test:visual:update</code>.')}
${listSection(
  update ? 'Removed orphaned baselines' : 'Orphaned baselines',
  orphans,
  update ? 'These stories no longer exist.' : 'No story has these ids any more; <code>npm run test:visual:update</code> removes them.',
)}
</body></html>
`;
  fs.writeFileSync(path.join(REPORT_DIR, 'index.html'), html);
}

// ---------------------------------------------------------------------------------------------
// Summary

function seconds(ms) {
  return ms === null ? '-' : (ms / 1000).toFixed(2);
}

function printSummary(results, timings) {
  const label = (result) => `${result.title} / ${result.name}`;
  const width = Math.max(5, ...results.map((result) => label(result).length));
  console.log(`\n${'story'.padEnd(width)}  status  visual     diff px  seconds`);
  for (const result of results) {
    const visual = result.visual ?? '-';
    const diff = result.diffPixels ?? '-';
    console.log(
      `${label(result).padEnd(width)}  ${result.status.padEnd(6)}  ${visual.padEnd(9)}  ${String(diff).padStart(7)}  ${seconds(result.ms).padStart(7)}`,
    );
  }
  // a failing mode also fails its story, whose line says why
  for (const result of results.filter((r) => r.status === 'failed' && !r.storyId)) {
    console.log(`\nFAILED ${label(result)} (${result.id}):\n${result.failures.join('\n')}`);
  }
  const count = results.filter((result) => !result.storyId).length;
  const modeShots = results.length - count;
  const perStory = count ? timings.testSeconds / count : 0;
  const build = timings.buildSeconds === null ? 'skipped' : `${timings.buildSeconds.toFixed(1)} s`;
  console.log(
    `\nstories: ${count}${modeShots ? ` (+${modeShots} mode screenshots)` : ''} | storybook build: ${build} | story run: ${timings.testSeconds.toFixed(1)} s ` +
      `(${perStory.toFixed(2)} s per story) | total: ${timings.totalSeconds.toFixed(1)} s`,
  );
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const startedAt = performance.now();
  const options = parseArgs(process.argv.slice(2));

  const provenance = currentProvenance();
  const recorded = readJson(META_FILE);
  const warning = options.visual ? provenanceWarning(provenance, recorded, options.update) : undefined;
  if (options.visual) printProvenance(provenance, recorded, warning);

  fs.rmSync(ACTUAL_DIR, { recursive: true, force: true });
  fs.rmSync(REPORT_DIR, { recursive: true, force: true });
  fs.mkdirSync(ACTUAL_DIR, { recursive: true });

  const buildSeconds = options.build ? await buildStorybook() : null;
  const stories = testedStories(options.only);

  const { server, url } = await serveStatic(STATIC_DIR);
  const testStarted = performance.now();
  let runnerExit;
  try {
    // the test-runner names its generated test files after the story title, as the id prefix does
    const pattern = options.only ? [options.only] : [];
    runnerExit = await run('npx', ['test-storybook', '--url', url, '--index-json', '--maxWorkers=2', ...pattern], {
      ...process.env,
      VISUAL: options.visual ? '1' : '0',
      UPDATE: options.update ? '1' : '0',
      STORY_RESULTS_FILE: RESULTS_FILE,
      STORY_LOCALE: options.locale,
      STORYBOOK_DISABLE_TELEMETRY: '1',
    });
  } finally {
    server.closeAllConnections();
    server.close();
  }
  const testSeconds = (performance.now() - testStarted) / 1000;

  const results = collectResults(stories);
  const orphans = options.visual ? orphanedBaselines(stories, results, options.only, options.locale) : [];
  if (options.update) {
    for (const file of orphans) fs.rmSync(path.join(BASELINE_DIR, file));
    // The baselines now come from this browser, unless no screenshot was taken at all.
    if (results.some((result) => RECORDED_VISUAL.has(result.visual))) {
      fs.writeFileSync(META_FILE, `${JSON.stringify(provenance, null, 2)}\n`);
    }
  }

  if (options.visual) {
    const run = { finishedAt: new Date().toISOString(), locale: options.locale, only: options.only ?? null, update: options.update };
    fs.writeFileSync(RUN_FILE, `${JSON.stringify({ ...run, provenance, warning: warning ?? null, orphans: options.update ? [] : orphans, results }, null, 2)}\n`);
  }

  const visualFailures = results.filter((result) => REPORTED_VISUAL.has(result.visual));
  const missing = results.filter((result) => result.visual === 'missing').map((result) => result.id);
  if (visualFailures.length || orphans.length) {
    const review = !options.update && (await exportReviewPage());
    writeReport({ failed: visualFailures, missing, orphans, warning, update: options.update, review });
  }

  printSummary(results, {
    buildSeconds,
    testSeconds,
    totalSeconds: (performance.now() - startedAt) / 1000,
  });
  if (orphans.length) {
    console.log(
      options.update
        ? `Removed ${orphans.length} orphaned baseline(s): ${orphans.join(', ')}`
        : `${orphans.length} orphaned baseline(s) (run npm run test:visual:update to remove): ${orphans.join(', ')}`,
    );
  }
  if (fs.existsSync(path.join(REPORT_DIR, 'index.html'))) {
    console.log(`Report: ${path.relative(ROOT, path.join(REPORT_DIR, 'index.html'))}`);
  }
  if (warning) console.log(warning);

  // the stories' lines (a failing mode fails its story too)
  const storyLines = results.filter((result) => !result.storyId);
  const failedCount = storyLines.filter((result) => result.status === 'failed').length;
  if (runnerExit !== 0 && failedCount === 0) {
    console.log(`test-storybook exited with ${runnerExit} although every story passed (see above).`);
  }
  console.log(`${storyLines.length - failedCount} passed, ${failedCount} failed`);
  return failedCount === 0 && runnerExit === 0 && results.length > 0 ? 0 : 1;
}

// Ctrl-C / CI cancellation: stop the build or test-runner process group too (the static server
// dies with this process).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of activeChildren) process.kill(-child.pid, signal);
    process.exit(130);
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
