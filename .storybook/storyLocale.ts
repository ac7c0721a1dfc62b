/**
 * The locales the story run checks every story in (`STORY_LOCALES`, a comma-separated list set by
 * `tests/visual/run.mjs --locale`; default both).
 *
 * The test-runner opens Storybook's iframe once per story file and switches stories over the
 * channel, so the first locale is set the way Storybook's own toolbar sets it: an `updateGlobals`
 * event before the first story renders. Each story is rendered and played in the page's locale,
 * then replayed in the run's other locale in the same visit (runner/replay.ts), which leaves the
 * page in that locale for the next story.
 */
import type { PrepareContext } from '@storybook/test-runner';

export const STORY_LOCALES = ['zh-CN', 'en-US'] as const;
export type StoryLocale = (typeof STORY_LOCALES)[number];

/** The run's locales, in the order the first story of a file is checked in. */
export function storyLocales(): [StoryLocale, ...StoryLocale[]] {
  const wanted = (process.env.STORY_LOCALES ?? STORY_LOCALES.join(',')).split(',').filter(Boolean);
  const known = wanted.map((name) => {
    const locale = STORY_LOCALES.find((candidate) => candidate === name);
    if (!locale) throw new Error(`STORY_LOCALES=${wanted.join(',')}: expected some of ${STORY_LOCALES.join(', ')}`);
    return locale;
  });
  const [first, ...rest] = [...new Set(known)];
  if (!first) throw new Error('STORY_LOCALES is empty');
  return [first, ...rest];
}

interface StorybookChannel {
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
  emit(event: string, payload: unknown): void;
}

/** The test-runner's default preparation (open the iframe) plus the run's globals. */
export async function prepareWithLocale({ page }: PrepareContext): Promise<void> {
  const targetURL = process.env.TARGET_URL;
  if (!targetURL) throw new Error('TARGET_URL is not set (tests/visual/run.mjs sets it through --url)');
  // marks the page as the story run's before any script runs: its plays wait longer (preview.tsx)
  await page.addInitScript(() => {
    (window as { __STORY_RUN__?: boolean }).__STORY_RUN__ = true;
  });
  await page.goto(new URL('iframe.html', targetURL).toString(), { waitUntil: 'load' });
  // The test-runner injects its page script right after this returns, and that script reads
  // Storybook's core events at its top level: were they missing, it would stop half-evaluated and
  // every story of the file would fail with "Cannot access 'blue' before initialization".
  await page.waitForFunction(() => '__STORYBOOK_MODULE_CORE_EVENTS__' in window && '__STORYBOOK_ADDONS_CHANNEL__' in window);
  // The locale for the whole run, and @storybook/addon-a11y set to manual: its afterEach would run
  // axe inside every story's render a second time; runner/axe.ts already checks each page once with
  // the same `parameters.a11y` and fails the story on a violation.
  const globals = { locale: storyLocales()[0], a11y: { manual: true } };
  await page.evaluate(
    (value) =>
      new Promise<void>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel }).__STORYBOOK_ADDONS_CHANNEL__;
        const done = () => {
          channel.off('globalsUpdated', done);
          resolve();
        };
        channel.on('globalsUpdated', done);
        channel.emit('updateGlobals', { globals: value });
      }),
    globals,
  );
}
