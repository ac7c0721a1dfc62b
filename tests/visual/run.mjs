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
//   every story is checked in both locales in one visit: rendered and played in zh-CN (its screenshot,
//   its width modes <storyId>@320.png, axe), then remounted and played again in English (the
//   Storybook `locale` global) for its en-US modes (<storyId>@en-US.png): .storybook/runner/replay.ts
//   and modes.ts. Add --locale zh-CN or --locale en-US to check one locale only.
//   add --shard i/n to run slice i of n (lib/shard.mjs); a visual shard keeps its results in
//   tests/visual/__shards__/<i>-of-<n>/, which tests/visual/merge.mjs joins into one report
//   add --changed [base] to run only the stories whose files or imports differ from the merge base
//   with main (lib/changed.mjs); a change to a global input runs them all
// Before anything, the browser and fonts the baselines were made with are checked (scripts/preflight.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureTestBrowser } from '../../scripts/preflight.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { selectChangedStories } from './lib/changed.mjs';
import { printProjection } from './lib/projection.mjs';
import { printSummary, reportRun, visualPaths } from './lib/report.mjs';
import { parseShard, shardFolderCount, shardFolderName, storiesDigest, storiesOfShard } from './lib/shard.mjs';

const ROOT = process.cwd();
const PATHS = visualPaths(ROOT);
const STATIC_DIR = PATHS.staticDir;
const BASELINE_DIR = PATHS.baselineDir;
const ACTUAL_DIR = PATHS.actualDir;
const REPORT_DIR = PATHS.reportDir;
const META_FILE = PATHS.metaFile;
const RESULTS_FILE = PATHS.resultsFile;
const RUN_FILE = PATHS.runFile;
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/** Locales a run can render the stories in (.storybook/storyLocale.ts sets the global); the first is the default's. */
const LOCALES = ['zh-CN', 'en-US'];
const DEFAULT_LOCALE = LOCALES[0];

/** Visual outcomes of --update that leave a baseline from the current browser. */
const RECORDED_VISUAL = new Set(['new', 'updated', 'unchanged']);

function parseArgs(argv) {
  const known = new Set(['--update', '--no-visual', '--no-build']);
  const onlyAt = argv.indexOf('--only');
  const only = onlyAt >= 0 ? argv[onlyAt + 1] : undefined;
  if (onlyAt >= 0 && !/^[a-z0-9-]+$/.test(only ?? '')) fail('--only needs a story id prefix such as screens-home');
  const localeAt = argv.indexOf('--locale');
  const locale = localeAt >= 0 ? argv[localeAt + 1] : undefined;
  if (locale !== undefined && !LOCALES.includes(locale)) fail(`--locale needs one of ${LOCALES.join(', ')}`);
  // both by default; the run's label (its results, shard folder, orphan check) is the default
  // locale's whenever the run covers it
  const locales = locale ? [locale] : LOCALES;
  const shardAt = argv.indexOf('--shard');
  let shard;
  try {
    shard = shardAt >= 0 ? parseShard(argv[shardAt + 1]) : undefined;
  } catch (error) {
    fail(error.message);
  }
  // --changed takes an optional base (a branch or commit); the default is main's merge base
  const changedAt = argv.indexOf('--changed');
  const changedBase = changedAt >= 0 && argv[changedAt + 1] && !argv[changedAt + 1].startsWith('--') ? argv[changedAt + 1] : undefined;
  // an option that takes a value, and its value
  const valued = new Set([onlyAt, localeAt, shardAt].filter((at) => at >= 0).flatMap((at) => [at, at + 1]));
  if (changedAt >= 0) valued.add(changedAt);
  if (changedBase !== undefined) valued.add(changedAt + 1);
  const rest = argv.filter((_, index) => !valued.has(index));
  const unknown = rest.filter((arg) => !known.has(arg));
  if (unknown.length) fail(`unknown option(s): ${unknown.join(' ')}`);
  const options = {
    update: argv.includes('--update'),
    visual: !argv.includes('--no-visual'),
    build: !argv.includes('--no-build'),
    only,
    locale: locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0],
    locales,
    shard,
    changed: changedAt >= 0 ? { base: changedBase } : undefined,
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

/** Storybook's index of the build. */
function readIndex() {
  const index = readJson(path.join(STATIC_DIR, 'index.json'));
  if (!index) fail(`${path.relative(ROOT, STATIC_DIR)}/index.json not found (drop --no-build?)`);
  return index;
}

/** Stories the test-runner tests: index entries that are stories with the default 'test' tag. */
function testedStories(index, only) {
  const stories = Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && entry.tags?.includes('test') && (!only || entry.id.startsWith(only)),
  );
  if (only && stories.length === 0) fail(`no story id starts with ${only}`);
  return stories;
}

/** The stories this run shoots: a shard of them, and / or those --changed selects. */
function selectStories(all, options) {
  let stories = options.shard ? storiesOfShard(all, options.shard) : all;
  if (options.shard) console.log(`Shard ${options.shard.index}/${options.shard.count}: ${stories.length} of ${all.length} stories.`);
  if (options.changed) {
    let selection;
    try {
      selection = selectChangedStories({ root: ROOT, stories, base: options.changed.base });
    } catch (error) {
      fail(`--changed: ${error instanceof Error ? error.message : String(error)}`);
    }
    console.log(selection.summary);
    stories = selection.stories;
  }
  return stories;
}

/**
 * The test-runner reads the stories to test from the served index.json: when this run shoots a
 * selection, the server answers with an index of only those, so the test-runner (and its test
 * files, one per title) never sees the others.
 */
function indexHandler(index, stories, all) {
  if (stories.length === all.length) return undefined;
  const ids = new Set(stories.map((story) => story.id));
  const entries = Object.fromEntries(Object.entries(index.entries).filter(([id]) => ids.has(id)));
  const body = JSON.stringify({ ...index, entries });
  return async (request, response, pathname) => {
    if (pathname !== '/index.json') return false;
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(body);
    return true;
  };
}

/**
 * A visual shard keeps its results (results.jsonl, run.json, actual and diff images) for merge.mjs,
 * in a folder per locale.
 */
function keepShardResults(shard, locale) {
  const target = path.join(PATHS.shardsDir, shardFolderName(shard, locale));
  // Shards of another count belong to another split and would not merge with this one.
  if (fs.existsSync(PATHS.shardsDir)) {
    for (const folder of fs.readdirSync(PATHS.shardsDir)) {
      if (shardFolderCount(folder) !== shard.count) fs.rmSync(path.join(PATHS.shardsDir, folder), { recursive: true, force: true });
    }
  }
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(ACTUAL_DIR, target, { recursive: true });
  console.log(`Shard results: ${path.relative(ROOT, target)} (node tests/visual/merge.mjs joins the shards into one report)`);
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

async function main() {
  const startedAt = performance.now();
  const options = parseArgs(process.argv.slice(2));
  await ensureTestBrowser();

  const provenance = currentProvenance();
  const recorded = readJson(META_FILE);
  const warning = options.visual ? provenanceWarning(provenance, recorded, options.update) : undefined;
  if (options.visual) printProvenance(provenance, recorded, warning);

  fs.rmSync(ACTUAL_DIR, { recursive: true, force: true });
  fs.rmSync(REPORT_DIR, { recursive: true, force: true });
  fs.mkdirSync(ACTUAL_DIR, { recursive: true });

  const buildSeconds = options.build ? await buildStorybook() : null;
  const index = readIndex();
  const all = testedStories(index, options.only);
  const stories = selectStories(all, options);

  const testStarted = performance.now();
  let runnerExit = 0;
  if (stories.length) {
    const { server, url } = await serveStatic(STATIC_DIR, { handle: indexHandler(index, stories, all) });
    try {
      // the test-runner names its generated test files after the story title, as the id prefix up to
      // `--` does; a prefix that reaches into the story names (screens-cart--checkout) matches the file
      // by its title part, and the served index narrows it to the chosen stories
      const pattern = options.only ? [options.only.split('--')[0]] : [];
      runnerExit = await run('npx', ['test-storybook', '--url', url, '--index-json', '--maxWorkers=2', ...pattern], {
        ...process.env,
        VISUAL: options.visual ? '1' : '0',
        UPDATE: options.update ? '1' : '0',
        STORY_RESULTS_FILE: RESULTS_FILE,
        STORY_LOCALES: options.locales.join(','),
        STORYBOOK_DISABLE_TELEMETRY: '1',
      });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }
  const testSeconds = (performance.now() - testStarted) / 1000;

  const results = collectResults(stories);
  // Against every story of the run (not only this shard's): a baseline is an orphan only when no
  // story at all has its id.
  const orphans = options.visual ? orphanedBaselines(all, results, options.only, options.locale) : [];
  if (options.update) {
    for (const file of orphans) fs.rmSync(path.join(BASELINE_DIR, file), { force: true });
    // The baselines now come from this browser, unless no screenshot was taken at all.
    if (results.some((result) => RECORDED_VISUAL.has(result.visual))) {
      fs.writeFileSync(META_FILE, `${JSON.stringify(provenance, null, 2)}\n`);
    }
  }

  if (options.visual) {
    const run = { finishedAt: new Date().toISOString(), locale: options.locale, locales: options.locales, only: options.only ?? null, update: options.update };
    // a shard records which slice it is and how many stories the whole run has, for merge.mjs
    const shard = options.shard ? { ...options.shard, stories: all.length, storiesDigest: storiesDigest(all), testSeconds } : null;
    fs.writeFileSync(RUN_FILE, `${JSON.stringify({ ...run, shard, provenance, warning: warning ?? null, orphans: options.update ? [] : orphans, results }, null, 2)}\n`);
  }

  await reportRun(PATHS, { results, orphans, warning, update: options.update });
  // Both passes' shards are merged into one report (merge.mjs folds the en-US plays into their stories).
  if (options.visual && options.shard) keepShardResults(options.shard, options.locale);

  printSummary(results, {
    buildSeconds,
    testSeconds,
    totalSeconds: (performance.now() - startedAt) / 1000,
  });
  printProjection(testedStories(index), results.filter((result) => !result.storyId).length, testSeconds);
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
  // A selection (a shard, --changed) may hold no story; a whole run must hold some.
  const nonEmpty = results.length > 0 || stories.length < all.length;
  return failedCount === 0 && runnerExit === 0 && nonEmpty ? 0 : 1;
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
