import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionBar } from '@/screens/goods/detail/ActionBar';
import type { Canvas } from '../../../support/scenarios';

/**
 * The bottom bar of the goods detail page (fixed to the bottom of the screen): 首页, 收藏 / 已收藏
 * and 购物车 (with the number of lines, 99+ above 99, read out as （n 种商品）), then 加入购物车 and
 * 立即购买. When the goods cannot be bought, one disabled button says why (商品已下架 / 已售罄).
 * The screen decides what each tap does; the bar only reports it.
 */
const meta = {
  title: 'Screens/Goods/Parts/ActionBar',
  component: ActionBar,
  tags: ['autodocs'],
  args: {
    cartCount: 5,
    favourite: false,
    favouriteBusy: false,
    favouriteDisabled: false,
    onHome: fn(),
    onFavourite: fn(),
    onCart: fn(),
    onAddToCart: fn(),
    onBuyNow: fn(),
  },
  argTypes: {
    cartCount: { control: { type: 'number', min: 0 }, description: 'lines in the cart (the badge)' },
    favourite: { control: 'boolean' },
    favouriteBusy: { control: 'boolean', description: 'the favourite call is running' },
    favouriteDisabled: { control: 'boolean', description: 'off-shelf goods can be un-favourited but not favourited' },
    blockedText: { control: 'select', options: [undefined, '商品已下架', '已售罄'] },
  },
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvas: Canvas) => within(canvas.getByRole('navigation', { name: '购买操作' }));

/** Every button reports its tap. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const actions = bar(canvas);
    await expect(actions.getByRole('button', { name: /^购物车\s*（5 种商品）$/ })).toBeVisible();
    await expect(actions.getByText('5')).toBeVisible();
    await userEvent.click(actions.getByRole('button', { name: '首页' }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
    await userEvent.click(actions.getByRole('button', { name: '收藏', pressed: false }));
    await expect(args.onFavourite).toHaveBeenCalledTimes(1);
    await userEvent.click(actions.getByRole('button', { name: /^购物车/ }));
    await expect(args.onCart).toHaveBeenCalledTimes(1);
    await userEvent.click(actions.getByRole('button', { name: '加入购物车' }));
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await userEvent.click(actions.getByRole('button', { name: '立即购买' }));
    await expect(args.onBuyNow).toHaveBeenCalledTimes(1);
  },
};

/**
 * A favourite goods, a full cart: 已收藏 in the brand colour, the badge says 99+ (white on the
 * brand red, 5.9:1: the app sets antd-mobile's danger colour to it).
 */
export const FavouritedFullCart: Story = {
  args: { favourite: true, cartCount: 128 },
  play: async ({ canvas }) => {
    const actions = bar(canvas);
    await expect(actions.getByRole('button', { name: '已收藏', pressed: true })).toBeEnabled();
    await expect(actions.getByText('99+')).toBeVisible();
    await expect(actions.getByRole('button', { name: /^购物车\s*（128 种商品）$/ })).toBeVisible();
  },
};

/** A guest or an empty cart: no badge, nothing extra read out. */
export const EmptyCart: Story = {
  args: { cartCount: 0 },
  play: async ({ canvas }) => {
    await expect(bar(canvas).getByRole('button', { name: '购物车' })).toBeVisible();
    await expect(canvas.queryByText(/种商品/)).toBeNull();
  },
};

/** While the favourite call runs the heart cannot be tapped again. */
export const FavouriteBusy: Story = {
  args: { favouriteBusy: true },
  play: async ({ canvas, args }) => {
    const heart = bar(canvas).getByRole('button', { name: '收藏' });
    await expect(heart).toBeDisabled();
    await userEvent.click(heart, { pointerEventsCheck: 0 });
    await expect(args.onFavourite).not.toHaveBeenCalled();
  },
};

/** Off the shelf: one disabled 商品已下架 instead of the two buttons; it cannot be favourited. */
export const OffShelf: Story = {
  args: { blockedText: '商品已下架', favouriteDisabled: true },
  play: async ({ canvas }) => {
    const actions = bar(canvas);
    await expect(actions.getByRole('button', { name: '商品已下架' })).toBeDisabled();
    await expect(actions.queryByRole('button', { name: '加入购物车' })).toBeNull();
    await expect(actions.queryByRole('button', { name: '立即购买' })).toBeNull();
    await expect(actions.getByRole('button', { name: '收藏' })).toBeDisabled();
    await expect(actions.getByRole('button', { name: '首页' })).toBeEnabled();
  },
};

export const SoldOut: Story = {
  args: { blockedText: '已售罄', favourite: true },
  play: async ({ canvas }) => {
    await expect(bar(canvas).getByRole('button', { name: '已售罄' })).toBeDisabled();
    await expect(bar(canvas).getByRole('button', { name: '已收藏' })).toBeEnabled();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    const actions = within(canvas.getByRole('navigation'));
    await expect(actions.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Buy now' })).toBeVisible();
  },
};
