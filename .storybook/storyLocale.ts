/**
 * The locale the story run uses (`STORY_LOCALE`, set by `tests/visual/run.mjs --locale`).
 *
 * The test-runner opens Storybook's iframe once per worker and switches stories over the channel,
 * so the locale is set the way Storybook's own toolbar sets it: an `updateGlobals` event before
 * the first story renders. Every story of the run then renders, and its play function asserts,
 * in that locale.
 */
import type { PrepareContext } from '@storybook/test-runner';

export const STORY_LOCALES = ['zh-CN', 'en-US'] as const;
export type StoryLocale = (typeof STORY_LOCALES)[number];

export function storyLocale(): StoryLocale {
  const wanted = process.env.STORY_LOCALE ?? 'zh-CN';
  const known = STORY_LOCALES.find((locale) => locale === wanted);
  if (!known) throw new Error(`STORY_LOCALE=${wanted}: expected one of ${STORY_LOCALES.join(', ')}`);
  return known;
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
  const globals = { locale: storyLocale(), a11y: { manual: true } };
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
