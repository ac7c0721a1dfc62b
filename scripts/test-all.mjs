#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure.
//   lint -> typecheck -> unit -> visual (stories: play functions + a11y + screenshots, each story
//   checked in zh-CN and then in English in one visit) -> e2e
// Output of each step streams through; a summary table and a final `N passed, N failed` line follow.
// First, the preflight (scripts/preflight.mjs): the browser and fonts the visual steps need are
// installed, or the run stops at once with the command that installs them.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureTestBrowser } from './preflight.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const STEPS = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'unit', script: 'test:unit' },
  { name: 'visual', script: 'test:visual' },
  { name: 'e2e', script: 'test:e2e' },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Current child, so Ctrl-C stops it instead of leaving it running. */
let current = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current) current.kill(signal);
    else process.exit(130);
  });
}

function runScript(script, args = []) {
  return new Promise((resolvePromise) => {
    const child = spawn(npm, ['run', script, ...(args.length ? ['--', ...args] : [])], { cwd: ROOT, stdio: 'inherit', env: process.env });
    current = child;
    child.on('error', (error) => {
      console.error(`[test] could not start npm run ${script}:`, error.message);
      current = null;
      resolvePromise(1);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolvePromise(code ?? (signal ? 1 : 0));
    });
  });
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main() {
  await ensureTestBrowser();
  const results = [];
  const started = Date.now();
  for (const step of STEPS) {
    console.log(`\n[test] ▶ ${step.name} (npm run ${step.script})`);
    const stepStarted = Date.now();
    const code = await runScript(step.script, step.args);
    const duration = Date.now() - stepStarted;
    results.push({ ...step, status: code === 0 ? 'passed' : 'failed', code, duration });
    console.log(`[test] ${code === 0 ? '✔' : '✘'} ${step.name} ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(duration)}`);
    if (code !== 0) break;
  }
  for (const step of STEPS.slice(results.length)) {
    results.push({ ...step, status: 'skipped', code: null, duration: 0 });
  }

  const width = Math.max(...STEPS.map((s) => `npm run ${s.script}`.length)) + 2;
  console.log('\n[test] summary');
  console.log(`${'step'.padEnd(width)}${'result'.padEnd(10)}time`);
  for (const r of results) {
    console.log(`${`npm run ${r.script}`.padEnd(width)}${r.status.padEnd(10)}${r.status === 'skipped' ? '-' : seconds(r.duration)}`);
  }
  console.log(`${'total'.padEnd(width)}${''.padEnd(10)}${seconds(Date.now() - started)}`);
  const passed = results.filter((r) => r.status === 'passed').length;
  const failed = results.filter((r) => r.status === 'failed').length;
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('[test]', error);
    process.exit(1);
  },
);
