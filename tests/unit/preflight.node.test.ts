/** The tests' preflight (scripts/lib/preflight.mjs): ready, install (root or sudo) or stop with one command. */
import { describe, expect, it } from 'vitest';
import { planPreflight, type PreflightProbes } from '../../scripts/lib/preflight.mjs';

const READY: PreflightProbes = {
  chromePath: '/usr/bin/chromium',
  chromePathFromEnv: false,
  chromiumFound: true,
  fontsFound: true,
  latinFontsFound: true,
  hasApt: true,
  isRoot: false,
  canSudo: false,
};

const APT = 'apt-get update && env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends';

/** A stop's reason (its first sentence) and command; fails the test for any other plan. */
function stopOf(probes: PreflightProbes): [string, string] {
  const plan = planPreflight(probes);
  if (plan.action !== 'stop') throw new Error(`expected a stop, got ${plan.action}`);
  return [(plan.reason.split(/[.(;,]/)[0] ?? '').trim(), plan.command];
}

describe('preflight', () => {
  it('goes on when the browser and fonts are there', () => {
    expect(planPreflight(READY)).toEqual({ action: 'ready' });
  });

  it('installs what is missing as root, the way .ci/run did', () => {
    expect(planPreflight({ ...READY, isRoot: true, chromiumFound: false, fontsFound: false, latinFontsFound: false })).toEqual({
      action: 'install',
      packages: ['chromium', 'fonts-noto-cjk', 'fonts-roboto-unhinted'],
      sudo: false,
      command: `${APT} chromium fonts-noto-cjk fonts-roboto-unhinted`,
    });
    // Roboto: the Latin face of the font stack on Android, which the baselines draw English with
    expect(planPreflight({ ...READY, isRoot: true, latinFontsFound: false })).toMatchObject({ action: 'install', packages: ['fonts-roboto-unhinted'] });
    expect(planPreflight({ ...READY, isRoot: true, fontsFound: false })).toMatchObject({ action: 'install', packages: ['fonts-noto-cjk'] });
    // CI sets CHROME_PATH=/usr/bin/chromium before the package is there
    expect(planPreflight({ ...READY, isRoot: true, chromePathFromEnv: true, chromiumFound: false })).toMatchObject({
      action: 'install',
      packages: ['chromium'],
    });
  });

  it('installs with sudo when sudo needs no password', () => {
    expect(planPreflight({ ...READY, chromiumFound: false, canSudo: true })).toEqual({
      action: 'install',
      packages: ['chromium'],
      sudo: true,
      command: 'sudo apt-get update && sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium',
    });
  });

  it('otherwise stops at once with the one command to run', () => {
    expect(stopOf({ ...READY, fontsFound: false })).toEqual([
      'fonts-noto-cjk is missing',
      'sudo apt-get update && sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fonts-noto-cjk',
    ]);
    expect(stopOf({ ...READY, latinFontsFound: false })).toEqual([
      'fonts-roboto-unhinted is missing',
      'sudo apt-get update && sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fonts-roboto-unhinted',
    ]);
    expect(stopOf({ ...READY, chromiumFound: false, fontsFound: false, hasApt: false, isRoot: true })).toEqual([
      'chromium and fonts-noto-cjk are missing',
      'docker run --rm -v "$PWD":/app -w /app node:20-bookworm .ci/run',
    ]);
  });

  it('does not install over a CHROME_PATH that points nowhere', () => {
    expect(stopOf({ ...READY, chromePath: '/opt/x/chrome', chromePathFromEnv: true, chromiumFound: false, isRoot: true })).toEqual([
      'CHROME_PATH=/opt/x/chrome is not an executable file',
      'unset CHROME_PATH',
    ]);
    expect(planPreflight({ ...READY, chromePath: '/opt/x/chrome', chromePathFromEnv: true })).toEqual({ action: 'ready' });
  });
});
