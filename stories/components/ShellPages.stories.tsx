import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChunkErrorPage } from '@/components/ChunkErrorPage/ChunkErrorPage';
import { ComingSoon } from '@/components/ComingSoon/ComingSoon';
import { NotFound } from '@/components/NotFound/NotFound';
import { expectRoute } from '../support/assertions';
import { storyMaker } from '../support/storyMaker';
import { endsOn } from '../support/flows';

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
const story = storyMaker<typeof meta>();

export const ChunkMissing: Story = story(async ({ canvas, args, t }) => {
  await expect(canvas.getByRole('alert')).toHaveTextContent(t('chunkError.missingTitle'));
  await userEvent.click(canvas.getByRole('button', { name: t('chunkError.retry') }));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
});

export const ChunkTimeout: Story = story({ args: { type: 'timeout' } }, async ({ canvas, t }) => {
  await expect(canvas.getByRole('alert')).toHaveTextContent(t('chunkError.timeoutTitle'));
  await expect(canvas.getByRole('alert')).toHaveAttribute('data-chunk-error', 'timeout');
});

export const ComingSoonPage: Story = story({ render: () => <ComingSoon title="积分大厅" route="/mine/pointsHall" /> }, async ({ canvasElement, canvas, t }) => {
  await expect(canvasElement.querySelector('[data-coming-soon="/mine/pointsHall"]')).not.toBeNull();
  await expect(canvas.getByText(t('comingSoon.body', { title: '积分大厅' }))).toBeVisible();
  await expect(canvas.getByRole('button', { name: t('comingSoon.backHome') })).toBeVisible();
});

/** A flow: the coming-soon page's button goes home (that page's picture is the Home stories'). */
export const ComingSoonBackHome: Story = story(
  {
    parameters: endsOn('/home'),
    render: () => <ComingSoon title="积分大厅" route="/mine/pointsHall" />,
  },
  async ({ canvas, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('comingSoon.backHome') }));
    await expectRoute('/home');
  },
);

export const NotFoundPage: Story = story({ render: () => <NotFound /> }, async ({ canvas, t }) => {
  await expect(canvas.getByRole('heading', { name: t('notFound.title') })).toBeVisible();
  await expect(canvas.getByText(t('notFound.body'))).toBeVisible();
  await expect(canvas.getByRole('button', { name: t('notFound.backHome') })).toBeVisible();
});

/** A flow: the not-found page's button goes home (that page's picture is the Home stories'). */
export const NotFoundBackHome: Story = story(
  {
    parameters: endsOn('/home'),
    render: () => <NotFound />,
  },
  async ({ canvas, t }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('notFound.backHome') }));
    await expectRoute('/home');
  },
);

export const ComingSoonEnglish: Story = story(
  {
    globals: { locale: 'en-US' },
    render: () => <ComingSoon title="Points hall" route="/mine/pointsHall" />,
  },
  async ({ canvas, t }) => {
    await expect(canvas.getByText(t('comingSoon.title'))).toBeVisible();
  },
);
