import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TabBar } from '@/components/TabBar/TabBar';
import { expectWebviewWidth } from '../support/assertions';
import { containing } from '../support/text';
import { atWidth } from '../support/viewports';
import { storyMaker } from '../support/storyMaker';

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
const story = storyMaker<typeof meta>();

const tabs = ['home', 'category', 'shop', 'cart', 'mine'] as const;

export const HomeActive: Story = story(async ({ canvas, t }) => {
  for (const tab of tabs) await expect(canvas.getByText(t(`tab.${tab}`))).toBeVisible();
  await expect(canvas.getByRole('button', { name: t('tab.home') })).toHaveAttribute('aria-current', 'page');
  await expect(canvas.getByRole('button', { name: t('tab.category') })).not.toHaveAttribute('aria-current');
  await expect(getComputedStyle(canvas.getByText(t('tab.home'))).color).toBe('rgb(200, 22, 29)');
  await expect(getComputedStyle(canvas.getByText(t('tab.category'))).color).toBe('rgb(118, 118, 118)');
});

export const CartWithBadge: Story = story({ args: { activeKey: 'cart', badges: { cart: 3 } } }, async ({ canvas, t }) => {
  await expect(canvas.getByText('3')).toBeVisible();
  await expect(canvas.getByRole('button', { name: containing(t('tab.cart')) })).toHaveAttribute('aria-current', 'page');
});

export const SelectingATab: Story = story(async ({ canvas, args, t }) => {
  await userEvent.click(canvas.getByText(t('tab.category')));
  await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: 'category', route: '/goods/category', replace: true }));
});

export const English: Story = story({ globals: { locale: 'en-US' } }, async ({ canvas, t }) => {
  for (const tab of tabs) await expect(canvas.getByText(t(`tab.${tab}`))).toBeVisible();
});

export const Narrow320: Story = story({ ...atWidth(320) }, async ({ canvas, t }) => {
  await expectWebviewWidth(320);
  await expect(canvas.getByText(t('tab.cart'))).toBeVisible();
});
