import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import MallDetailScreen, { preloadMallPictureViewer } from '@/screens/mall/MallDetailScreen';
import { currentLocation, expectOpaqueViewer, findImageViewer, page } from '../../support/assertions';
import { visualModes } from '../../support/modes';
import { screenStories } from '../../support/screenStories';
import { storyMaker } from '../../support/storyMaker';
import { preloaded } from '../../support/frame';

/**
 * /mall/detail, the company intro: static content shipped with the app (no calls, so no
 * loading, error or session scenarios). One story per info type and the full-size viewer; About is also shot in en-US and at 320.
 */
const screen = screenStories({
  component: MallDetailScreen,
  route: '/mall/detail',
  session: 'guest',
  docs: {
    summary:
      'The company introduction: static content shipped with the app, one section per info type, pictures open in a full-size viewer.',
  },
});

// the picture viewer loads after launch in the app; the stories start with it in
const meta = { title: 'Screens/Mall/MallDetail', ...screen.meta, loaders: [preloaded(preloadMallPictureViewer)] } satisfies Meta<typeof MallDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

/** The mall's about page (its Success): also shot in en-US and at 320, where the tabs tighten. */
export const About: Story = story({ parameters: visualModes({ widths: [320] }) }, async ({ canvas, t }) => {
  await expect(await canvas.findByRole('tab', { name: t('mall.tabs.about') })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('heading', { name: t('mall.about.title') })).toBeVisible();
  // the static claims: selenium and the golden-flower fungus count, with their standards
  await expect(canvas.getByText(t('mall.about.p2'))).toHaveTextContent('0.52 mg/kg');
  await expect(canvas.getByText(t('mall.about.p3'))).toHaveTextContent('120×10⁴ CFU/g');
  await expect(canvas.getByRole('heading', { name: t('mall.about.workshop') })).toBeVisible();
});

export const Honor: Story = story({ parameters: { route: '/mall/detail?type=honor' } }, async ({ canvas, t }) => {
  await expect(await canvas.findByRole('tab', { name: t('mall.tabs.honor') })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('heading', { name: t('mall.honor.leading') })).toBeVisible();
  const secondGold = t('mall.image', { title: t('mall.honor.gold'), index: 2 });
  await expect(canvas.getByRole('button', { name: t('mall.viewImage', { title: secondGold }) })).toBeVisible();
});

export const Report: Story = story({ parameters: { route: '/mall/detail?type=report' } }, async ({ canvas, t }) => {
  await expect(await canvas.findByRole('tab', { name: t('mall.tabs.report') })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('heading', { name: t('mall.report.selenium') })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: t('mall.report.fungus') })).toBeVisible();
});

export const Certification: Story = story({ parameters: { route: '/mall/detail?type=certification' } }, async ({ canvas, t }) => {
  await expect(await canvas.findByRole('tab', { name: t('mall.tabs.certification') })).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('heading', { name: t('mall.certification.license') })).toBeVisible();
});

export const SwitchingTabs: Story = story(async ({ canvas, t }) => {
  await userEvent.click(await canvas.findByRole('tab', { name: t('mall.tabs.report') }));
  await waitFor(() => expect(currentLocation()).toBe('/mall/detail?type=report'));
  await expect(await canvas.findByRole('heading', { name: t('mall.report.pesticide') })).toBeVisible();
  await userEvent.click(canvas.getByRole('tab', { name: t('mall.tabs.certification') }));
  await waitFor(() => expect(currentLocation()).toBe('/mall/detail?type=certification'));
  await expect(await canvas.findByRole('heading', { name: t('mall.certification.organic') })).toBeVisible();
});

/** The centre of the part two boxes share, or null when they do not meet. */
function sharedCentre(a: DOMRect, b: DOMRect): { x: number; y: number } | null {
  const left = Math.max(a.left, b.left);
  const right = Math.min(a.right, b.right);
  const top = Math.max(a.top, b.top);
  const bottom = Math.min(a.bottom, b.bottom);
  return left < right && top < bottom ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
}

/**
 * The viewer is a dark, opaque stage over the page (issue 10 item 17): nothing of the page shows
 * through, and its 2 / 3 counter, white at the top, never reads into the page title (公2/3绍): where
 * the counter's box meets the title's, and at the title's centre, the viewer covers the title.
 */
export const FullSizeViewer: Story = story({ parameters: { route: '/mall/detail?type=report' } }, async ({ canvas, t }) => {
  const fungus = t('mall.report.fungus');
  const title = canvas.getByRole('heading', { level: 1, name: t('route./mall/detail') });
  await userEvent.click(await canvas.findByRole('button', { name: t('mall.viewImage', { title: fungus }) }));
  const viewer = await findImageViewer();
  await expect(viewer.querySelector(`img[alt="${fungus}"]`)).not.toBeNull();
  await expect(page().getByText(`${fungus} · 2 / 3`)).toBeVisible();
  const { mask, counter } = await expectOpaqueViewer(viewer, '2 / 3');
  const titleBox = title.getBoundingClientRect();
  const points = [
    { x: titleBox.left + titleBox.width / 2, y: titleBox.top + titleBox.height / 2 },
    sharedCentre(counter.getBoundingClientRect(), titleBox),
  ];
  for (const point of points) {
    if (!point) continue;
    const top = document.elementFromPoint(point.x, point.y);
    await expect(mask.contains(top), `the viewer covers the page title at (${point.x}, ${point.y})`).toBe(true);
    await expect(title.contains(top)).toBe(false);
  }
});

export const ViewerClosesOnTap: Story = story({ parameters: { route: '/mall/detail?type=honor' } }, async ({ canvas, t }) => {
  const leading = t('mall.honor.leading');
  await userEvent.click(await canvas.findByRole('button', { name: t('mall.viewImage', { title: leading }) }));
  await expect(await page().findByText(`${leading} · 1 / 4`)).toBeVisible();
  const image = document.querySelector<HTMLElement>(`.adm-image-viewer-content img[alt="${leading}"]`);
  await expect(image).not.toBeNull();
  await userEvent.click(image!);
  await waitFor(() => expect(page().queryByText(`${leading} · 1 / 4`)).toBeNull());
});

