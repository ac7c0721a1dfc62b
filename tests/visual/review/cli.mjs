#!/usr/bin/env node
// `npm run review`: runs tests/visual/review/main.ts through Vite's module runner (TypeScript,
// no build step). See main.ts for the options.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

/** Loads main.ts; tests/visual/run.mjs uses it for the static export. */
export async function loadReviewMain() {
  const { module } = await runnerImport(path.join(here, 'main.ts'), { configFile: false, logLevel: 'error', root });
  return module.main;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const main = await loadReviewMain();
  process.exit(await main(process.argv.slice(2), root));
}
