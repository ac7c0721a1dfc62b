import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import MallDetailScreen, { preloadMallPictureViewer } from '@/screens/mall/MallDetailScreen';
import { currentLocation, page } from '../../support/assertions';
import { visualModes } from '../../support/modes';
import { textOf } from '../../support/text';
import { screenStories } from '../../support/screenStories';

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

/** The picture viewer loads after launch in the app (docs/performance.md); the stories start with it in. */
const preloadViewer = async () => {
  await preloadMallPictureViewer();
  return {};
};

const meta = { title: 'Screens/Mall/MallDetail', ...screen.meta, loaders: [preloadViewer] } satisfies Meta<typeof MallDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mall's about page (its Success): also shot in en-US and at 320, where the tabs tighten. */
export const About: Story = {
  parameters: visualModes({ widths: [320] }),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByRole('tab', { name: t('mall.tabs.about') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: t('mall.about.title') })).toBeVisible();
    // the static claims: selenium and the golden-flower fungus count, with their standards
    await expect(canvas.getByText(t('mall.about.p2'))).toHaveTextContent('0.52 mg/kg');
    await expect(canvas.getByText(t('mall.about.p3'))).toHaveTextContent('120×10⁴ CFU/g');
    await expect(canvas.getByRole('heading', { name: t('mall.about.workshop') })).toBeVisible();
  },
};

export const Honor: Story = {
  parameters: { route: '/mall/detail?type=honor' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByRole('tab', { name: t('mall.tabs.honor') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: t('mall.honor.leading') })).toBeVisible();
    const secondGold = t('mall.image', { title: t('mall.honor.gold'), index: 2 });
    await expect(canvas.getByRole('button', { name: t('mall.viewImage', { title: secondGold }) })).toBeVisible();
  },
};

export const Report: Story = {
  parameters: { route: '/mall/detail?type=report' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByRole('tab', { name: t('mall.tabs.report') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: t('mall.report.selenium') })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('mall.report.fungus') })).toBeVisible();
  },
};

export const Certification: Story = {
  parameters: { route: '/mall/detail?type=certification' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByRole('tab', { name: t('mall.tabs.certification') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: t('mall.certification.license') })).toBeVisible();
  },
};

export const SwitchingTabs: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('tab', { name: t('mall.tabs.report') }));
    await waitFor(() => expect(currentLocation()).toBe('/mall/detail?type=report'));
    await expect(await canvas.findByRole('heading', { name: t('mall.report.pesticide') })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: t('mall.tabs.certification') }));
    await waitFor(() => expect(currentLocation()).toBe('/mall/detail?type=certification'));
    await expect(await canvas.findByRole('heading', { name: t('mall.certification.organic') })).toBeVisible();
  },
};

export const FullSizeViewer: Story = {
  parameters: { route: '/mall/detail?type=report' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const fungus = t('mall.report.fungus');
    await userEvent.click(await canvas.findByRole('button', { name: t('mall.viewImage', { title: fungus }) }));
    const viewer = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.adm-image-viewer-content');
      if (!element) throw new Error('viewer not open');
      return element;
    });
    await expect(viewer.querySelector(`img[alt="${fungus}"]`)).not.toBeNull();
    await expect(page().getByText(`${fungus} · 2 / 3`)).toBeVisible();
  },
};

export const ViewerClosesOnTap: Story = {
  parameters: { route: '/mall/detail?type=honor' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const leading = t('mall.honor.leading');
    await userEvent.click(await canvas.findByRole('button', { name: t('mall.viewImage', { title: leading }) }));
    await expect(await page().findByText(`${leading} · 1 / 4`)).toBeVisible();
    const image = document.querySelector<HTMLElement>(`.adm-image-viewer-content img[alt="${leading}"]`);
    await expect(image).not.toBeNull();
    await userEvent.click(image!);
    await waitFor(() => expect(page().queryByText(`${leading} · 1 / 4`)).toBeNull());
  },
};

