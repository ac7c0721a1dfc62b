import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TabBar } from '@/components/TabBar/TabBar';
import { atWidth } from '../support/viewports';

/** Footer tab bar: five items, red active, grey inactive. Wired to routes in the Shell stories. */
const meta = {
  title: 'Components/TabBar',
  component: TabBar,
  tags: ['autodocs'],
  args: { activeKey: 'home', onSelect: fn(), badges: {} },
  argTypes: {
    activeKey: { control: 'inline-radio', options: ['home', 'category', 'shop', 'cart', 'mine'] },
  },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = ['首页', '分类', '同城', '购物车', '我的'];

export const HomeActive: Story = {
  play: async ({ canvas }) => {
    for (const label of labels) await expect(canvas.getByText(label)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '分类' })).not.toHaveAttribute('aria-current');
    await expect(getComputedStyle(canvas.getByText('首页')).color).toBe('rgb(200, 22, 29)');
    await expect(getComputedStyle(canvas.getByText('分类')).color).toBe('rgb(118, 118, 118)');
  },
};

export const CartWithBadge: Story = {
  args: { activeKey: 'cart', badges: { cart: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /购物车/ })).toHaveAttribute('aria-current', 'page');
  },
};

export const SelectingATab: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('分类'));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: 'category', route: '/goods/category', replace: true }));
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    for (const label of ['Home', 'Category', 'Nearby', 'Cart', 'Me']) await expect(canvas.getByText(label)).toBeVisible();
  },
};

export const Narrow320: Story = {
  ...atWidth(320),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('购物车')).toBeVisible();
  },
};
