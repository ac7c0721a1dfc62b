// What the tests need from the machine before they start: Debian's Chromium (or CHROME_PATH), the
// Noto CJK fonts and Roboto (the Latin face of the app's font stack on Android), the browser and
// fonts the visual baselines were made with. This module only
// decides; scripts/preflight.mjs probes the machine and acts on the decision.

export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';
export const CHROMIUM_PACKAGE = 'chromium';
export const FONTS_PACKAGE = 'fonts-noto-cjk';
export const LATIN_FONTS_PACKAGE = 'fonts-roboto-unhinted';

/** The same install .ci/run did, as one shell command (`sudo` prefixed when not root). */
export function installCommand(packages, { sudo }) {
  const prefix = sudo ? 'sudo ' : '';
  // `env` sets the variable for apt-get under sudo too (sudo refuses VAR=value by default)
  return `${prefix}apt-get update && ${prefix}env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

/**
 * The decision from what was found:
 *   probes = { chromePath, chromePathFromEnv, chromiumFound, fontsFound, latinFontsFound, hasApt, isRoot, canSudo }
 * Returns { action: 'ready' }, { action: 'install', packages, sudo, command } (root, or sudo without
 * a password) or { action: 'stop', reason, command }: the one command the developer has to run.
 */
export function planPreflight(probes) {
  // CHROME_PATH=/usr/bin/chromium (as CI sets it) is what the chromium package installs.
  const customBrowser = probes.chromePathFromEnv && probes.chromePath !== DEFAULT_CHROME_PATH;
  if (customBrowser && !probes.chromiumFound) {
    return {
      action: 'stop',
      reason: `CHROME_PATH=${probes.chromePath} is not an executable file. Point it at Chromium, or unset it to use Debian's ${DEFAULT_CHROME_PATH}.`,
      command: 'unset CHROME_PATH',
    };
  }
  const packages = [
    ...(probes.chromiumFound ? [] : [CHROMIUM_PACKAGE]),
    ...(probes.fontsFound ? [] : [FONTS_PACKAGE]),
    ...(probes.latinFontsFound ? [] : [LATIN_FONTS_PACKAGE]),
  ];
  if (!packages.length) return { action: 'ready' };
  const named = packages.length === 1 ? packages[0] : `${packages.slice(0, -1).join(', ')} and ${packages.at(-1)}`;
  const missing = `${named} ${packages.length === 1 ? 'is' : 'are'} missing (the visual baselines were made with Debian's chromium, ${FONTS_PACKAGE} and ${LATIN_FONTS_PACKAGE})`;
  if (!probes.hasApt) {
    return {
      action: 'stop',
      reason: `${missing}, and this machine has no apt-get. Run the tests in Debian bookworm, as CI does:`,
      command: 'docker run --rm -v "$PWD":/app -w /app node:20-bookworm .ci/run',
    };
  }
  if (probes.isRoot || probes.canSudo) {
    const sudo = !probes.isRoot;
    return { action: 'install', packages, sudo, command: installCommand(packages, { sudo }) };
  }
  return {
    action: 'stop',
    reason: `${missing}; installing them needs root, and sudo asks for a password. Run:`,
    command: installCommand(packages, { sudo: true }),
  };
}
