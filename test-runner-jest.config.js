// Ejected @storybook/test-runner Jest config (`npx test-storybook --eject`), driven by
// tests/visual/run.mjs. Only the browser and the page geometry are changed here; the story
// checks themselves live in .storybook/test-runner.ts.
import { fileURLToPath } from 'node:url';
import { HEADLESS_CHROMIUM_FLAGS } from './scripts/lib/chromium-flags.mjs';
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();
const jestPlaywrightDefaults = testRunnerConfig.testEnvironmentOptions?.['jest-playwright'] ?? {};

// Debian's chromium, quiet on the closed network (scripts/lib/chromium-flags.mjs), and drawing the
// same pixels on every machine.
const CHROMIUM_FLAGS = [
  ...HEADLESS_CHROMIUM_FLAGS,
  // Pixel determinism. Without this, a tile that is re-rastered in part (say, next to an
  // animated SVG) can come out with anti-aliased edges one colour level off: measured as 12
  // pixels on a button's rounded corners in about half of the runs.
  '--disable-partial-raster',
  // Keeps Skia off CPU-specific (SIMD) code paths, so a baseline recorded on one machine
  // matches on a CI machine with another CPU.
  '--disable-skia-runtime-opts',
];

// Chromium draws with the fonts-noto-cjk and fonts-roboto-unhinted faces only, whatever else the machine has installed: see
// tests/visual/fonts.conf.
const FONTCONFIG_FILE = fileURLToPath(new URL('./tests/visual/fonts.conf', import.meta.url));

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  maxWorkers: 2,
  // A visit is render, play, screenshots and axe. The heaviest (Tools/Review App: a whole page in a
  // frame, axe injected into that frame too) took 4 s alone and over the runner's default 15 s once
  // with both workers busy on a loaded machine; a slow visit is not a failure, a hung one still is.
  testTimeout: 45_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...jestPlaywrightDefaults,
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_FLAGS,
        env: { ...process.env, FONTCONFIG_FILE },
      },
      // A phone-sized page at DPR 1 keeps baselines small. Locale and time zone are pinned so
      // that dates and number formats render the same on every machine.
      contextOptions: {
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 1,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        colorScheme: 'light',
      },
    },
  },
};
