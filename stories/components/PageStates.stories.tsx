import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd-mobile';
import { expect, fn, userEvent } from 'storybook/test';
import { EmptyState, ErrorState, PageSkeleton } from '@/components/states';
import { storyMaker } from '../support/storyMaker';

/** The three states every data screen shows besides its content: loading skeleton, empty, error with retry. */
const meta = {
  title: 'Components/Page states',
  component: ErrorState,
  tags: ['autodocs'],
  args: { kind: 'network', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

/** No answer came (offline, timed out): the connection wording, no server text. */
export const NetworkError: Story = story({ args: { kind: 'network' } }, async ({ canvas, args, t }) => {
  await expect(canvas.getByRole('alert')).toHaveTextContent(t('state.networkError'));
  await userEvent.click(canvas.getByRole('button', { name: t('state.retry') }));
  await expect(args.onRetry).toHaveBeenCalledTimes(1);
});

/** The server refused the call: its own words under the common title. */
export const ServerError: Story = story({ args: { kind: 'server', message: '系统繁忙，请稍后再试' } }, async ({ canvas }) => {
  await expect(canvas.getByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
});

export const Retrying: Story = story({ args: { kind: 'network', retrying: true } }, async ({ canvas }) => {
  await expect(canvas.getByRole('button')).toBeDisabled();
});

export const Empty: Story = story({ render: () => <EmptyState title="购物车还是空的" description="去挑几款好茶吧" action={<Button color="primary">去逛逛</Button>} /> }, async ({ canvas }) => {
  await expect(canvas.getByTestId('empty-state')).toHaveTextContent('购物车还是空的');
  await expect(canvas.getByRole('button', { name: '去逛逛' })).toBeVisible();
});

export const Loading: Story = story({ render: () => <PageSkeleton rows={5} />, parameters: { visual: { showsLoading: true } } }, async ({ canvas }) => {
  await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
});
