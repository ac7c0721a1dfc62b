import type { Meta, StoryObj } from '@storybook/react-vite';
import { SendOutline } from 'antd-mobile-icons';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { expectRoute } from '../support/assertions';
import { storyMaker } from '../support/storyMaker';
import { endsOn } from '../support/flows';

/** Page header: back arrow (history back, /home without history), title, optional right icon. */
const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: { title: '商品详情' },
  parameters: { route: '/story/header' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const TitleOnly: Story = story(async ({ canvas, t }) => {
  await expect(canvas.getByRole('heading', { name: '商品详情' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: t('header.back') })).toBeVisible();
});

export const WithRightAction: Story = story({ args: { right: { icon: <SendOutline />, label: '分享', onClick: fn() } } }, async ({ canvas, args }) => {
  await userEvent.click(canvas.getByRole('button', { name: '分享' }));
  await expect(args.right?.onClick).toHaveBeenCalledTimes(1);
});

/** A flow: back with nothing behind goes to /home (that page's picture is the Home stories'). */
export const BackWithoutHistoryGoesHome: Story = story({ parameters: endsOn('/home') }, async ({ canvas, t }) => {
  await userEvent.click(canvas.getByRole('button', { name: t('header.back') }));
  await expectRoute('/home');
});

export const UnderStatusBar: Story = story({ parameters: { statusBarHeight: 44 } }, async ({ canvas }) => {
  await waitFor(() => expect(getComputedStyle(canvas.getByTestId('page-header')).paddingTop).toBe('44px'));
});

export const LongTitle: Story = story({ args: { title: '云南普洱古树熟茶 357 克七子饼 2019 年勐海春料珍藏版' } }, async ({ canvas }) => {
  const heading = canvas.getByRole('heading');
  await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
});

export const RootPageWithoutBack: Story = story({ args: { title: '同城', hideBack: true } }, async ({ canvas, t }) => {
  await expect(canvas.queryByRole('button', { name: t('header.back') })).toBeNull();
});
