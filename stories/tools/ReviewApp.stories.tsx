import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { ReviewEntry, ReviewState } from '../../tests/visual/review/store';
import { renderPage } from '../../tests/visual/review/page';

/**
 * The visual suite's review page (`npm run review`, tests/visual/review/) on a sample run, at a
 * laptop's 1280 px, where baseline | new | diff must fit without scrolling sideways. The page is a
 * document of its own, so it is shown in a frame. Images are absent here (the frames say "(none)");
 * tests/e2e/review.e2e.ts drives the page with real screenshots.
 */
function entry(id: string, screen: string, name: string, extra: Partial<ReviewEntry>): ReviewEntry {
  const [storyId = id, mode = null] = id.split('@');
  return {
    id, storyId, mode, storyQuery: `?path=/story/${storyId}`, title: screen, name, screen, kind: 'changed', locale: 'zh-CN', width: 375, diffPixels: null, diffBox: null,
    failures: [], decision: null, reason: null, images: { baseline: false, actual: false, diff: false, previous: false }, size: { width: 375, height: 812 },
    modes: [], ...extra,
  };
}

const SAMPLE: ReviewState = {
  finishedAt: '2026-11-20T02:00:00.000Z',
  runLocale: 'zh-CN',
  only: 'screens-home',
  warning: null,
  provenance: { chromium: '156.0.8078.79', fontsNotoCjk: '1:20220127+repack1-1' },
  entries: [
    entry('screens-home-home--success', 'Screens/Home/Home', 'Success', {
      diffPixels: 809, diffBox: { x: 154, y: 15, width: 67, height: 17 }, failures: ['visual: 809 pixels differ from the baseline (allowed: 0)'],
      modes: [
        { id: 'screens-home-home--success', mode: null, image: 'actual', size: { width: 375, height: 812 }, kind: 'changed', decision: null },
        { id: 'screens-home-home--success@320', mode: '320', image: null, size: null, kind: 'unstable', decision: 'rejected' },
        { id: 'screens-home-home--success@en-US', mode: 'en-US', image: 'actual', size: { width: 375, height: 812 }, kind: 'new', decision: null },
      ],
    }),
    entry('screens-home-home--success@en-US', 'Screens/Home/Home', 'Success @en-US', { kind: 'new', locale: 'en-US' }),
    entry('screens-home-home--success@320', 'Screens/Home/Home', 'Success @320', {
      kind: 'unstable', width: 320, decision: 'rejected', reason: 'the price wraps onto two lines at 320 px',
    }),
    entry('screens-home-notices--retired', 'Screens/Home/Notices', 'retired', { kind: 'missing', width: null }),
  ],
};

function ReviewFrame({ interactive }: { interactive: boolean }) {
  const html = renderPage({ interactive, state: SAMPLE, imageBase: 'images', storybookBase: './' });
  return <iframe title="visual review" srcDoc={html} style={{ width: '100%', height: 720, border: 0, display: 'block' }} />;
}

const meta = {
  title: 'Tools/Review App',
  component: ReviewFrame,
  parameters: { layout: 'fullscreen', visual: { viewport: { width: 1280, height: 720 } } },
} satisfies Meta<typeof ReviewFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame's document once the review script has drawn it. */
async function reviewDocument(canvasElement: HTMLElement): Promise<Document> {
  let found: Document | undefined;
  await waitFor(() => {
    const doc = canvasElement.querySelector('iframe')?.contentDocument;
    if (doc?.body.dataset.ready !== 'true') throw new Error('the review script has not run yet');
    found = doc;
  });
  if (!found) throw new Error('the review frame did not load');
  return found;
}

export const Reviewing: Story = {
  args: { interactive: true },
  play: async ({ canvasElement }) => {
    const doc = await reviewDocument(canvasElement);
    await expect(doc.getElementById('counts')?.textContent).toBe('1 changed · 1 new · 1 missing · 1 unstable');
    await expect(doc.querySelector('[data-testid="story-name"]')?.textContent).toBe('Screens/Home/Home / Success');
    await expect(doc.querySelector('[data-testid="accept"]')).not.toBeNull();
    await expect(doc.querySelector('[data-testid="reject-reason"]')).not.toBeNull();
    // baseline | new | diff side by side without a sideways scroll
    await expect(doc.querySelectorAll('#detail .row > figure')).toHaveLength(3);
    const detail = doc.getElementById('detail');
    await expect(detail && detail.scrollWidth <= detail.clientWidth).toBe(true);
    await expect(doc.documentElement.scrollWidth <= doc.documentElement.clientWidth).toBe(true);
  },
};

export const ReadOnlyExport: Story = {
  args: { interactive: false },
  parameters: {
    visual: { skip: true, reason: 'the Reviewing page without its accept buttons: the play asserts what differs, one baseline is enough' },
  },
  play: async ({ canvasElement }) => {
    const doc = await reviewDocument(canvasElement);
    await expect(doc.querySelector('[data-testid="accept"], [data-testid="accept-all"]')).toBeNull();
    await expect(doc.querySelector('#detail .note')?.textContent).toContain('npm run test:visual:update -- --only screens-home-home--success');
    await expect(doc.querySelector('[data-testid="decisions"]')?.textContent).toContain('the price wraps onto two lines at 320 px');
  },
};
