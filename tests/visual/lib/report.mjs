// The visual run's report (tests/visual/report/index.html, plus the read-only review page next to
// it) and the summary table, shared by a run (run.mjs) and by the merge of sharded runs (merge.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { phaseMeans } from './phases.mjs';

/** Where a visual run keeps its files, relative to the repository root. */
export function visualPaths(root) {
  const visualDir = path.join(root, 'tests/visual');
  const actualDir = path.join(visualDir, '__actual__');
  return {
    root,
    staticDir: path.join(root, 'storybook-static'),
    baselineDir: path.join(visualDir, 'baselines'),
    actualDir,
    reportDir: path.join(visualDir, 'report'),
    shardsDir: path.join(visualDir, '__shards__'),
    metaFile: path.join(visualDir, 'baselines', 'meta.json'),
    resultsFile: path.join(actualDir, 'results.jsonl'),
    /** The run as a whole (results, orphans, provenance), read by the review app (`npm run review`). */
    runFile: path.join(actualDir, 'run.json'),
  };
}

/** Visual outcomes (see .storybook/test-runner.ts) that belong in the HTML report. */
const REPORTED_VISUAL = new Set(['diff', 'missing', 'unstable']);

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function copyIntoReport(paths, source, name) {
  if (!fs.existsSync(source)) return undefined;
  fs.copyFileSync(source, path.join(paths.reportDir, 'images', name));
  return `images/${encodeURIComponent(name)}`;
}

function imageCell(label, src) {
  const body = src ? `<a href="${src}"><img src="${src}" alt="${label}"></a>` : '<p>(none)</p>';
  return `<figure><figcaption>${label}</figcaption>${body}</figure>`;
}

function storySection(paths, result) {
  const storyLink = `../../../storybook-static/?path=/story/${encodeURIComponent(result.storyId ?? result.id)}`;
  const images = {
    baseline: copyIntoReport(paths, path.join(paths.baselineDir, `${result.id}.png`), `${result.id}.baseline.png`),
    actual: copyIntoReport(paths, path.join(paths.actualDir, `${result.id}.actual.png`), `${result.id}.actual.png`),
    diff: copyIntoReport(paths, path.join(paths.actualDir, `${result.id}.diff.png`), `${result.id}.diff.png`),
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
async function exportReviewPage(paths) {
  try {
    const { loadReviewMain } = await import('../review/cli.mjs');
    const main = await loadReviewMain();
    await main(['--export', path.relative(paths.root, path.join(paths.reportDir, 'review'))], paths.root);
    return true;
  } catch (error) {
    console.log(`The review page could not be exported: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

function writeReport(paths, { failed, missing, orphans, warning, update, review }) {
  fs.mkdirSync(path.join(paths.reportDir, 'images'), { recursive: true });
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
${failed.map((result) => storySection(paths, result)).join('\n')}
${listSection('Missing baselines', missing, 'Record them with <code>npm run test:visual:update</code>.')}
${listSection(
  update ? 'Removed orphaned baselines' : 'Orphaned baselines',
  orphans,
  update ? 'These stories no longer exist.' : 'No story has these ids any more; <code>npm run test:visual:update</code> removes them.',
)}
</body></html>
`;
  fs.writeFileSync(path.join(paths.reportDir, 'index.html'), html);
}

/**
 * Writes the report (and exports the review page) when the run has visual failures or orphans;
 * reads the images from the baselines and __actual__ folders. Resolves true when it wrote one.
 */
export async function reportRun(paths, { results, orphans, warning, update }) {
  const failed = results.filter((result) => REPORTED_VISUAL.has(result.visual));
  const missing = results.filter((result) => result.visual === 'missing').map((result) => result.id);
  if (!failed.length && !orphans.length) return false;
  const review = !update && (await exportReviewPage(paths));
  writeReport(paths, { failed, missing, orphans, warning, update, review });
  return true;
}

// ---------------------------------------------------------------------------------------------
// Summary

function seconds(ms) {
  return ms === null || ms === undefined ? '-' : (ms / 1000).toFixed(2);
}

/** How many stories ended in each status and visual outcome: `passed 450, failed 0 | match 380, skipped 70`. */
export function outcomeCounts(results) {
  const count = (key) => {
    const counts = new Map();
    for (const result of results) counts.set(result[key] ?? '-', (counts.get(result[key] ?? '-') ?? 0) + 1);
    return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, n]) => `${name} ${n}`).join(', ');
  };
  return `${count('status')} | visual: ${count('visual')}`;
}

/** The per-story table and failures; `timings` ({ buildSeconds, testSeconds, totalSeconds }) closes it. */
export function printSummary(results, timings) {
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
  // a failing mode shot (.storybook/runner/modes.ts) also fails its story, whose line says why
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
  console.log(`outcomes: ${outcomeCounts(results)}`);
  const phases = phaseMeans(results.filter((result) => !result.storyId));
  if (phases) console.log(`time per visit: ${phases}`);
}
