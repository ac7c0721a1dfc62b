import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChunkErrorPage } from '@/components/ChunkErrorPage/ChunkErrorPage';
import { ComingSoon } from '@/components/ComingSoon/ComingSoon';
import { NotFound } from '@/components/NotFound/NotFound';
import { expectRoute } from '../support/assertions';

/** The shell's full-page states: coming soon (unbuilt routes), not found, and a lazy chunk that failed. */
const meta = {
  title: 'Components/Shell pages',
  component: ChunkErrorPage,
  tags: ['autodocs'],
  args: { type: 'missing', title: '商品详情', onRetry: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['timeout', 'missing'] } },
  parameters: { route: '/story/shell-page' },
} satisfies Meta<typeof ChunkErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChunkMissing: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('页面加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ChunkTimeout: Story = {
  args: { type: 'timeout' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('页面加载超时');
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-chunk-error', 'timeout');
  },
};

export const ComingSoonPage: Story = {
  render: () => <ComingSoon title="积分大厅" route="/mine/pointsHall" />,
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-coming-soon="/mine/pointsHall"]')).not.toBeNull();
    await expect(canvas.getByText('「积分大厅」页面正在建设中，很快与您见面。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expectRoute('/home');
  },
};

export const NotFoundPage: Story = {
  render: () => <NotFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expectRoute('/home');
  },
};

export const ComingSoonEnglish: Story = {
  globals: { locale: 'en-US' },
  render: () => <ComingSoon title="Points hall" route="/mine/pointsHall" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coming soon')).toBeVisible();
  },
};
