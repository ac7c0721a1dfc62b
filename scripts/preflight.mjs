#!/usr/bin/env node
// Preflight of `npm test`, `npm run test:visual` (and test:stories) and `npm run test:e2e`: finds
// the browser and fonts the visual baselines were made with, installs them when they are missing
// and this process may (root, or sudo without a password), and otherwise stops at once with the
// one command to run, instead of failing minutes into the suite. The decision is in
// lib/preflight.mjs (unit-tested); this file probes the machine and acts.
//
//   node scripts/preflight.mjs     check (and install) only
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CHROME_PATH, FONTS_PACKAGE, LATIN_FONTS_PACKAGE, planPreflight } from './lib/preflight.mjs';

function succeeds(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return result.status === 0 ? result.stdout : undefined;
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A font package: on Debian dpkg knows (a package not installed exits 1); elsewhere fontconfig is asked for `family` matching `face`. */
function fontsInstalled(pkg, family, face) {
  const dpkg = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  if (!dpkg.error) return dpkg.status === 0 && dpkg.stdout.includes('install ok installed');
  return face.test(succeeds('fc-list', [family, 'family']) ?? '');
}

/** What the machine has. `sudo -n true` is only tried when it could matter. */
export function probeMachine(env = process.env) {
  const chromePath = env.CHROME_PATH || DEFAULT_CHROME_PATH;
  const chromiumFound = isExecutable(chromePath);
  const fontsFound = fontsInstalled(FONTS_PACKAGE, ':lang=zh', /Noto (Sans|Serif) CJK/);
  const latinFontsFound = fontsInstalled(LATIN_FONTS_PACKAGE, 'Roboto', /Roboto/);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const missing = !chromiumFound || !fontsFound || !latinFontsFound;
  return {
    chromePath,
    chromePathFromEnv: Boolean(env.CHROME_PATH),
    chromiumFound,
    fontsFound,
    latinFontsFound,
    hasApt: missing && succeeds('sh', ['-c', 'command -v apt-get']) !== undefined,
    isRoot,
    canSudo: missing && !isRoot && succeeds('sudo', ['-n', 'true']) !== undefined,
  };
}

function stop(reason, command) {
  console.error(`[preflight] ${reason}\n\n    ${command}\n`);
  process.exit(3);
}

/** Resolves when the browser and fonts are there; installs them or exits (code 3) otherwise. */
export async function ensureTestBrowser() {
  const plan = planPreflight(probeMachine());
  if (plan.action === 'ready') {
    console.log(`[preflight] Chromium (${process.env.CHROME_PATH || DEFAULT_CHROME_PATH}), ${FONTS_PACKAGE} and ${LATIN_FONTS_PACKAGE} are installed.`);
    return;
  }
  if (plan.action === 'stop') stop(plan.reason, plan.command);
  console.log(`[preflight] installing ${plan.packages.join(' ')} (as .ci/run did): ${plan.command}`);
  const result = spawnSync('sh', ['-c', plan.command], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const after = planPreflight(probeMachine());
  if (result.status !== 0 || after.action !== 'ready') {
    stop(`installing ${plan.packages.join(' ')} failed (exit ${result.status}). Run it by hand and retry:`, plan.command);
  }
  console.log(`[preflight] installed ${plan.packages.join(' ')}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureTestBrowser();
}
