import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import MallDetailScreen from '@/screens/mall/MallDetailScreen';
import { page } from '../../support/assertions';
import { atWidth } from '../../support/viewports';

/**
 * /mall/detail, the company intro: static content shipped with the app (no calls, so no
 * loading, error or session scenarios). One story per info type, the full-size viewer, English.
 */
const meta = {
  title: 'Screens/Mall/MallDetail',
  component: MallDetailScreen,
  parameters: { route: '/mall/detail', session: 'guest' },
} satisfies Meta<typeof MallDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => document.querySelector('[data-testid="story-location"]')?.textContent ?? '';

export const About: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '关于我们' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: '秦岭茶源茶业' })).toBeVisible();
    // the spec's static claims: selenium and the golden-flower fungus count, with their standards
    await expect(canvas.getByText(/硒含量为 0\.52 mg\/kg/)).toBeVisible();
    await expect(canvas.getByText(/冠突散囊菌数量达 120×10⁴ CFU\/g/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '泾阳茯茶工坊' })).toBeVisible();
  },
};

export const Honor: Story = {
  parameters: { route: '/mall/detail?type=honor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '荣誉证书' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: '农业产业化重点龙头企业' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '查看大图：陕西茶业博览会金奖（第 2 张）' })).toBeVisible();
  },
};

export const Report: Story = {
  parameters: { route: '/mall/detail?type=report' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '检测报告' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: '富硒绿茶硒含量检测报告' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '茯砖茶冠突散囊菌（金花）检测报告' })).toBeVisible();
  },
};

export const Certification: Story = {
  parameters: { route: '/mall/detail?type=certification' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '资质认证' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: '食品生产许可证' })).toBeVisible();
  },
};

export const SwitchingTabs: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '检测报告' }));
    await waitFor(() => expect(location()).toBe('/mall/detail?type=report'));
    await expect(await canvas.findByRole('heading', { name: '农药残留检测报告' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '资质认证' }));
    await waitFor(() => expect(location()).toBe('/mall/detail?type=certification'));
    await expect(await canvas.findByRole('heading', { name: '有机产品认证证书' })).toBeVisible();
  },
};

export const FullSizeViewer: Story = {
  parameters: { route: '/mall/detail?type=report' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '查看大图：茯砖茶冠突散囊菌（金花）检测报告' }));
    const viewer = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.adm-image-viewer-content');
      if (!element) throw new Error('viewer not open');
      return element;
    });
    await expect(viewer.querySelector('img[alt="茯砖茶冠突散囊菌（金花）检测报告"]')).not.toBeNull();
    await expect(page().getByText('茯砖茶冠突散囊菌（金花）检测报告 · 2 / 3')).toBeVisible();
  },
};

export const ViewerClosesOnTap: Story = {
  parameters: { route: '/mall/detail?type=honor' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '查看大图：农业产业化重点龙头企业' }));
    await expect(await page().findByText('农业产业化重点龙头企业 · 1 / 4')).toBeVisible();
    const image = document.querySelector<HTMLElement>('.adm-image-viewer-content img[alt="农业产业化重点龙头企业"]');
    await expect(image).not.toBeNull();
    await userEvent.click(image!);
    await waitFor(() => expect(page().queryByText('农业产业化重点龙头企业 · 1 / 4')).toBeNull());
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'About us' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'Qinling Tea Source' })).toBeVisible();
    await expect(canvas.getByText(/0\.52 mg\/kg of selenium/)).toBeVisible();
  },
};

export const Narrow320: Story = {
  ...atWidth(320),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '秦岭茶源茶业' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
