/**
 * The same story again in another locale, in the same visit: one page visit checks a story in
 * every locale of the run. The story is rendered and played by the test-runner in the page's
 * current locale; this switches Storybook's `locale` global (as the toolbar does), then remounts
 * the story, which runs its loaders, beforeEach (a fresh mock database and clock) and play function
 * again, exactly as a first render does. What it saves against a second pass over every story:
 * the pass's start, one page load per story file, and the runner's own work per story.
 *
 * The remount and the render's outcome are Storybook's channel events (forceRemount,
 * storyFinished, playFunctionThrewException, ...); the locale is set in the preview's story store.
 */
import type { Page } from 'playwright-core';

/** A replay that has not finished by then has hung (a play's own waits end well before). */
const REPLAY_TIMEOUT_MS = 30_000;

export interface ReplayOutcome {
  /** why the replay failed (its play threw, the story errored, it hung); undefined when it passed */
  failure?: string;
}

/**
 * Switches the page to `locale`, remounts story `storyId` and waits until its play function has
 * finished. The page stays in `locale` afterwards (the next story renders in it).
 */
export async function replayInLocale(page: Page, storyId: string, locale: string, heldOpen: string[]): Promise<ReplayOutcome> {
  return page.evaluate(
    ({ id, wanted, timeoutMs, held }) => {
      interface PreviewInternals {
        storyStoreValue?: { userGlobals?: { update?: (globals: Record<string, unknown>) => void } };
      }
      interface Channel {
        on(event: string, listener: (payload: unknown) => void): void;
        off(event: string, listener: (payload: unknown) => void): void;
        emit(event: string, payload: unknown): void;
      }
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
      const describe = (payload: unknown): string => {
        if (typeof payload === 'string') return payload;
        const { message, title, description, stack } = (payload ?? {}) as Record<string, unknown>;
        return [title, description, message, stack].filter((part) => typeof part === 'string' && part).join('\n') || JSON.stringify(payload);
      };

      /** Resolves on `event` for which `accept` returns true; every listener is removed after. */
      const next = (event: string, accept: (payload: unknown) => boolean = () => true) =>
        new Promise<unknown>((resolve) => {
          const listener = (payload: unknown) => {
            if (!accept(payload)) return;
            channel.off(event, listener);
            resolve(payload);
          };
          channel.on(event, listener);
        });
      const finishedOf = (payload: unknown) => (payload as { storyId?: string } | null)?.storyId === id;

      return new Promise<{ failure?: string }>((resolve) => {
        const errors: string[] = [];
        const onError = (payload: unknown) => errors.push(describe(payload));
        const failureEvents = ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'unhandledErrorsWhilePlaying'];
        const timer = window.setTimeout(() => finish(`the ${wanted} replay did not finish in ${timeoutMs / 1000} s`), timeoutMs);
        function finish(failure?: string) {
          window.clearTimeout(timer);
          for (const event of failureEvents) channel.off(event, onError);
          resolve(failure ? { failure } : {});
        }
        void (async () => {
          // The last render's requests finish first: one still in flight when the story is torn
          // down fails afterwards, and its screen's toast (in the old locale) would show over the
          // replay. Counted by .storybook/requestsInFlight.ts; held-open ones never finish.
          const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
          const busy = () => (window.__storyRequestsInFlight?.urls() ?? []).filter((url) => !held.some((part) => url.includes(part)));
          for (let quiet = 0; quiet < 2; ) {
            await frame();
            quiet = busy().length ? 0 : quiet + 1;
          }
          // The global is set in the story store directly, not with an updateGlobals event: that
          // event re-renders the story at once (without its play), and that render's requests,
          // still in flight when the remount below starts, would land in the replay's fresh mock
          // backend (a handler recording the pages asked for saw page 1 twice).
          const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: PreviewInternals }).__STORYBOOK_PREVIEW__;
          const userGlobals = preview?.storyStoreValue?.userGlobals;
          if (typeof userGlobals?.update !== 'function') {
            finish("Storybook's preview has no storyStoreValue.userGlobals.update (changed in this Storybook version?)");
            return;
          }
          userGlobals.update({ locale: wanted });
          for (const event of failureEvents) channel.on(event, onError);
          const remounted = next('storyFinished', finishedOf);
          channel.emit('forceRemount', { storyId: id });
          const { status } = (await remounted) as { status?: string };
          if (errors.length) finish(errors.join('\n\n'));
          else if (status !== 'success') finish(`the story's ${wanted} render ended with status ${String(status)}`);
          else finish();
        })().catch((error: unknown) => finish(describe(error)));
      });
    },
    { id: storyId, wanted: locale, timeoutMs: REPLAY_TIMEOUT_MS, held: heldOpen },
  );
}
