/**
 * The review workbench's pure parts: the session a story renders with (its own pinned global, else the
 * toolbar's), the canvas zoom that fits a webview, the Docs page's preview sizes and legend, and
 * the queue that boots a Docs page's previews a few at a time.
 */
import { describe, expect, it, vi } from 'vitest';
import { fitLevel } from '../../../.storybook/fitCanvas';
import { sessionKinds } from '@mocks/data/sessions';
import { previewSize, scenarioKind, storyPreviewHref } from '../../../stories/support/phoneDocsLayout';
import { createPreviewQueue, storyDone } from '../../../stories/support/previewQueue';
import { sessionToolbarItems, storySession } from '../../../stories/support/session';

describe('storySession', () => {
  it("is the merged globals' session: a story's own globals.session (its pin) is already merged over the toolbar's", () => {
    expect(storySession({}, { session: 'buyer' })).toBe('buyer');
    expect(storySession({}, { session: 'teaRoomAgent' })).toBe('teaRoomAgent');
  });
  it('guest when the globals name no known session', () => {
    expect(storySession({}, {})).toBe('guest');
    expect(storySession({}, { session: 42 })).toBe('guest');
  });
  it('refuses a pin left in parameters, which nothing reads any more', () => {
    expect(() => storySession({ session: 'buyer' }, { session: 'guest' })).toThrow(/globals: \{ session: "buyer" \}/);
  });
  it('the toolbar lists every session once', () => {
    expect(sessionToolbarItems.map((item) => item.value)).toEqual([...sessionKinds]);
  });
});

describe('fitLevel', () => {
  it('shows the 375x812 phone whole at 90% beside the side panel at 1280x900', () => {
    // 1280 - 300 sidebar - 340 panel; 900 - 40 toolbar: 860 - 40 above - 42 below leaves 778
    expect(fitLevel({ width: 375, height: 812 }, { width: 640, height: 860 })).toBe(0.9);
  });
  it('keeps 100% where the phone fits', () => {
    expect(fitLevel({ width: 375, height: 812 }, { width: 640, height: 1000 })).toBe(1);
  });
  it('zooms out a 414x896 webview to the largest level that fits', () => {
    expect(fitLevel({ width: 414, height: 896 }, { width: 640, height: 860 })).toBe(0.75);
  });
  it('zooms the phone out when the panel sits below the canvas', () => {
    // the panel at the bottom takes 300 px: 860 - 300
    expect(fitLevel({ width: 375, height: 812 }, { width: 980, height: 560 })).toBe(0.5);
  });
  it('never goes below 25%', () => {
    expect(fitLevel({ width: 375, height: 812 }, { width: 100, height: 100 })).toBe(0.25);
  });
});

describe('Docs page previews', () => {
  it('are the size the visual suite shoots: 375x812 unless the story says otherwise', () => {
    expect(previewSize({})).toEqual({ width: 375, height: 812 });
    expect(previewSize({ visual: { viewport: { width: 320, height: 640 } } })).toEqual({ width: 320, height: 640 });
  });
  it("load the story alone with the page's locale and session, nothing else", () => {
    expect(storyPreviewHref('screens-cart-cart--success')).toBe('iframe.html?id=screens-cart-cart--success&viewMode=story');
    expect(storyPreviewHref('screens-cart-cart--success', { locale: 'en-US', session: 'buyer', viewport: { value: 'webview414' } })).toBe(
      'iframe.html?id=screens-cart-cart--success&viewMode=story&globals=locale:en-US;session:buyer',
    );
    expect(storyPreviewHref('a--b', { locale: 'en-US;x:y' })).toBe('iframe.html?id=a--b&viewMode=story');
  });
  it('sort story names into the scenario legend', () => {
    expect(['Success', 'Business Error', 'Network Error', 'Loading', 'Empty', 'Wide 414', 'Stepper Over Stock'].map(scenarioKind)).toEqual([
      'success',
      'failure',
      'failure',
      'state',
      'state',
      'variant',
      'interaction',
    ]);
  });
});

describe('createPreviewQueue', () => {
  it('grants turns first come first served, at most `concurrency` at once', () => {
    const queue = createPreviewQueue(2);
    const started: string[] = [];
    const release = ['a', 'b', 'c', 'd'].map((name) => queue.request(() => started.push(name)));
    expect(started).toEqual(['a', 'b']);
    expect(queue.waiting).toBe(2);
    release[1]!();
    expect(started).toEqual(['a', 'b', 'c']);
    release[1]!();
    expect(queue.active).toBe(2);
    release[0]!();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });
  it('a release before its turn takes the ask out of the line', () => {
    const queue = createPreviewQueue(1);
    const second = vi.fn();
    const releaseFirst = queue.request(() => undefined);
    const releaseSecond = queue.request(second);
    releaseSecond();
    releaseFirst();
    expect(second).not.toHaveBeenCalled();
    expect(queue.active).toBe(0);
    expect(queue.waiting).toBe(0);
  });
});

describe('storyDone', () => {
  const windowAt = (phase: string | undefined) => ({ __STORYBOOK_PREVIEW__: { currentRender: phase ? { phase } : undefined } }) as unknown as Window;
  it('is true once the story has played, finished or failed', () => {
    expect(['completed', 'finished', 'errored', 'aborted'].every((phase) => storyDone(windowAt(phase)))).toBe(true);
  });
  it('is false while it loads, renders or plays, and for a page without Storybook', () => {
    expect(['loading', 'rendering', 'playing'].some((phase) => storyDone(windowAt(phase)))).toBe(false);
    expect(storyDone(windowAt(undefined))).toBe(false);
    expect(storyDone({} as Window)).toBe(false);
    expect(storyDone(null)).toBe(false);
  });
});
