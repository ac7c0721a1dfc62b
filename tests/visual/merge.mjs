#!/usr/bin/env node
// Joins the results of sharded visual runs (`node tests/visual/run.mjs --shard i/n`, and the same
// with `--locale en-US`) into one run, one line per story with both locales' checks: tests/visual/__actual__/ (results.jsonl, run.json, the actual and diff images, as a full
// run leaves them, so `npm run review` works on it) and, when a story failed visually, one report
// (tests/visual/report/, with the read-only review page). CI runs it after its shard jobs.
//
//   node tests/visual/merge.mjs [folder ...]   default: every folder in tests/visual/__shards__/
//
// Exits 1 when a story failed or the shards are not one complete split (a shard missing or
// doubled, a story in two shards), 0 otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { mergeShardRuns } from './lib/merge-shards.mjs';
import { outcomeCounts, reportRun, visualPaths } from './lib/report.mjs';

const PATHS = visualPaths(process.cwd());

function shardFolders(argv) {
  if (argv.length) return argv.map((folder) => path.resolve(folder));
  if (!fs.existsSync(PATHS.shardsDir)) return [];
  return fs
    .readdirSync(PATHS.shardsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(PATHS.shardsDir, entry.name));
}

function readRun(folder) {
  const file = path.join(folder, 'run.json');
  if (!fs.existsSync(file)) throw new Error(`${path.relative(PATHS.root, file)} not found (was the shard a visual run?)`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

async function main() {
  const folders = shardFolders(process.argv.slice(2));
  if (!folders.length) {
    console.error(`merge.mjs: no shard results in ${path.relative(PATHS.root, PATHS.shardsDir)}/ (run node tests/visual/run.mjs --shard i/n first)`);
    return 2;
  }
  const runs = folders.map(readRun);
  const { run, problems } = mergeShardRuns(runs);

  fs.rmSync(PATHS.actualDir, { recursive: true, force: true });
  fs.rmSync(PATHS.reportDir, { recursive: true, force: true });
  fs.mkdirSync(PATHS.actualDir, { recursive: true });
  for (const folder of folders) {
    for (const file of fs.readdirSync(folder)) {
      if (file.endsWith('.png')) fs.copyFileSync(path.join(folder, file), path.join(PATHS.actualDir, file));
    }
  }
  fs.writeFileSync(PATHS.resultsFile, run.results.map((result) => `${JSON.stringify(result)}\n`).join(''));
  fs.writeFileSync(PATHS.runFile, `${JSON.stringify(run, null, 2)}\n`);
  const reported = await reportRun(PATHS, { results: run.results, orphans: run.orphans, warning: run.warning, update: run.update });

  for (const shard of run.shards) {
    const seconds = shard.testSeconds === null ? '-' : `${shard.testSeconds.toFixed(1)} s`;
    console.log(`shard ${shard.index}/${shard.count} (${shard.locale}): ${shard.stories} stories, story run ${seconds}`);
  }
  // mode shots (`<storyId>@<mode>`) are counted with their story, which fails when one of them does
  const storyLines = run.results.filter((result) => !result.storyId);
  for (const locale of run.locales) {
    const timed = run.shards.filter((shard) => shard.locale === locale && shard.testSeconds !== null);
    const stories = timed.reduce((sum, shard) => sum + shard.stories, 0);
    if (!stories) continue;
    const total = timed.reduce((sum, shard) => sum + shard.testSeconds, 0);
    const longest = Math.max(...timed.map((shard) => shard.testSeconds));
    console.log(
      `${locale}: ${stories} stories | story run: ${total.toFixed(1)} s in all (${(total / stories).toFixed(2)} s per story), ` +
        `${longest.toFixed(1)} s for the longest shard`,
    );
  }
  console.log(`outcomes: ${outcomeCounts(run.results)}`);
  for (const result of storyLines.filter((r) => r.status === 'failed')) {
    console.log(`FAILED ${result.title} / ${result.name} (${result.id}): ${result.failures.join(' | ')}`);
  }
  if (run.orphans.length) console.log(`${run.orphans.length} orphaned baseline(s): ${run.orphans.join(', ')}`);
  if (reported) console.log(`Report: ${path.relative(PATHS.root, path.join(PATHS.reportDir, 'index.html'))}`);
  if (run.warning) console.log(run.warning);
  for (const problem of problems) console.error(`merge.mjs: ${problem}`);
  const failed = storyLines.filter((result) => result.status === 'failed').length;
  console.log(`${storyLines.length - failed} passed, ${failed} failed (${runs.length} shard(s) merged)`);
  return failed || problems.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
