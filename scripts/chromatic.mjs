#!/usr/bin/env node
// `npm run chromatic`: publish the Storybook to Chromatic for hosted visual review.
// Optional: the gate that always runs is the local `npm run test:visual`.
import { spawn } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'npm run chromatic needs CHROMATIC_PROJECT_TOKEN, which is not set. The token is the ' +
      "project's secret key on chromatic.com (Manage > Configure in the Chromatic project); it " +
      'lets this script upload the Storybook build there for hosted, reviewable visual snapshots. ' +
      'Set it for one run with `CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic`, or as a secret ' +
      'environment variable in CI; never commit it. Chromatic is an optional extra: the visual ' +
      'gate that always runs, here and in CI, is the local `npm run test:visual`, which needs no ' +
      'token or network.',
  );
  process.exit(1);
}

// The Chromatic CLI reads the token from CHROMATIC_PROJECT_TOKEN itself, so it is not put on the
// command line (where `ps` would show it). Visual changes are reviewed on chromatic.com rather
// than failing this command.
const child = spawn('npx', ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'], {
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
