import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PullToRefresh } from '@/components/PullToRefresh/PullToRefresh';
import { patience } from '../support/assertions';
import { pullDown } from '../support/gestures';
import { storyMaker } from '../support/storyMaker';

const teas = ['勐海古树普洱生茶饼', '明前西湖龙井', '武夷山大红袍', '安溪铁观音', '福州茉莉花茶 飘雪', '正山小种红茶'];

const head = () => document.querySelector<HTMLElement>('[data-testid="pull-to-refresh-head"]');

/**
 * Pull to refresh for lists and the home page: pulled down at the very top of the page, the head
 * says 下拉刷新, then 释放立即刷新 past `threshold` px; released there it calls `onRefresh`, shows
 * 加载中… until that settles, then 刷新成功 (or 刷新失败) for half a second and closes.
 */
const meta = {
  title: 'Components/PullToRefresh',
  component: PullToRefresh,
  tags: ['autodocs'],
  args: {
    threshold: 60,
    onRefresh: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
    children: (
      <ul style={{ margin: 0, padding: 0, listStyle: 'none', background: '#fff' }}>
        {teas.map((tea) => (
          <li key={tea} style={{ padding: '16px', borderBottom: '1px solid #f0f0f0' }}>
            {tea}
          </li>
        ))}
      </ul>
    ),
  },
  argTypes: { children: { control: false }, threshold: { control: { type: 'number', min: 20, step: 10 } } },
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const Idle: Story = story(async ({ canvas }) => {
  await expect(canvas.getByText('明前西湖龙井')).toBeVisible();
  await expect(head()?.getBoundingClientRect().height).toBe(0);
});

/** A pull past the threshold: onRefresh once, 加载中… while it runs, then 刷新成功, then closed. */
export const PulledAndReleased: Story = story(async ({ canvas, args, t }) => {
  await pullDown(canvas.getByText('明前西湖龙井'));
  await expect(args.onRefresh).toHaveBeenCalledOnce();
  await expect(head()).toHaveTextContent(t('list.refreshing'));
  await waitFor(() => expect(head()).toHaveTextContent(t('list.refreshed')));
  await waitFor(() => expect(head()?.getBoundingClientRect().height).toBe(0), patience(3000));
});

/** A short pull (under the threshold) springs back without refreshing. */
export const ShortPull: Story = story(async ({ canvas, args }) => {
  await pullDown(canvas.getByText('明前西湖龙井'), 80);
  await waitFor(() => expect(head()?.getBoundingClientRect().height).toBe(0));
  await expect(args.onRefresh).not.toHaveBeenCalled();
});

/** A refresh that fails says so, then closes; the content stays. */
export const RefreshFails: Story = story({ args: { onRefresh: fn(() => Promise.reject(new Error('offline'))) } }, async ({ canvas, t }) => {
  await pullDown(canvas.getByText('明前西湖龙井'));
  await waitFor(() => expect(head()).toHaveTextContent(t('list.refreshFailed')));
  await waitFor(() => expect(head()?.getBoundingClientRect().height).toBe(0), patience(3000));
  await expect(canvas.getByText('明前西湖龙井')).toBeVisible();
});
