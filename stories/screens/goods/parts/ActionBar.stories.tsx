import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionBar } from '@/screens/goods/detail/ActionBar';
import type { Canvas } from '../../../support/scenarios';
import { screenVariants } from '../../../support/screenStories';
import { type StoryText } from '../../../support/text';
import { ANY_NUMBER, joined, startingWith, withAnyNumber } from '../../textMatch';
import { storyMaker } from '../../../support/storyMaker';

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
const story = storyMaker<typeof meta>();

const bar = (canvas: Canvas, t: StoryText) => within(canvas.getByRole('navigation', { name: t('goods.detail.actions') }));
/** The cart button, read out with the number of lines in the cart: 购物车（5 种商品）. */
const cartButton = (t: StoryText, count: number) => ({ name: joined(t('goods.detail.cart'), t('goods.detail.cartLines', { count })) });

/** Every button reports its tap. */
export const Default: Story = story(async ({ canvas, args, t }) => {
  const actions = bar(canvas, t);
  await expect(actions.getByRole('button', cartButton(t, 5))).toBeVisible();
  await expect(actions.getByText('5')).toBeVisible();
  await userEvent.click(actions.getByRole('button', { name: t('goods.detail.home') }));
  await expect(args.onHome).toHaveBeenCalledTimes(1);
  await userEvent.click(actions.getByRole('button', { name: t('goods.detail.favourite'), pressed: false }));
  await expect(args.onFavourite).toHaveBeenCalledTimes(1);
  await userEvent.click(actions.getByRole('button', { name: startingWith(t('goods.detail.cart')) }));
  await expect(args.onCart).toHaveBeenCalledTimes(1);
  await userEvent.click(actions.getByRole('button', { name: t('goods.detail.addToCart') }));
  await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
  await userEvent.click(actions.getByRole('button', { name: t('goods.detail.buyNow') }));
  await expect(args.onBuyNow).toHaveBeenCalledTimes(1);
});

/**
 * A favourite goods, a full cart: 已收藏 in the brand colour, the badge says 99+ (white on the
 * brand red, 5.9:1: the app sets antd-mobile's danger colour to it).
 */
export const FavouritedFullCart: Story = story({ args: { favourite: true, cartCount: 128 } }, async ({ canvas, t }) => {
  const actions = bar(canvas, t);
  await expect(actions.getByRole('button', { name: t('goods.detail.favourited'), pressed: true })).toBeEnabled();
  await expect(actions.getByText('99+')).toBeVisible();
  await expect(actions.getByRole('button', cartButton(t, 128))).toBeVisible();
});

/** A guest or an empty cart: no badge, nothing extra read out. */
export const EmptyCart: Story = story({ args: { cartCount: 0 } }, async ({ canvas, t }) => {
  await expect(bar(canvas, t).getByRole('button', { name: t('goods.detail.cart') })).toBeVisible();
  await expect(canvas.queryByText(withAnyNumber(t('goods.detail.cartLines', { count: ANY_NUMBER })))).toBeNull();
});

/** While the favourite call runs the heart cannot be tapped again. */
export const FavouriteBusy: Story = story({ args: { favouriteBusy: true } }, async ({ canvas, args, t }) => {
  const heart = bar(canvas, t).getByRole('button', { name: t('goods.detail.favourite') });
  await expect(heart).toBeDisabled();
  await userEvent.click(heart, { pointerEventsCheck: 0 });
  await expect(args.onFavourite).not.toHaveBeenCalled();
});

/** Off the shelf: one disabled 商品已下架 instead of the two buttons; it cannot be favourited. */
export const OffShelf: Story = story({ args: { blockedText: '商品已下架', favouriteDisabled: true } }, async ({ canvas, args, t }) => {
  const actions = bar(canvas, t);
  await expect(actions.getByRole('button', { name: args.blockedText })).toBeDisabled();
  await expect(actions.queryByRole('button', { name: t('goods.detail.addToCart') })).toBeNull();
  await expect(actions.queryByRole('button', { name: t('goods.detail.buyNow') })).toBeNull();
  await expect(actions.getByRole('button', { name: t('goods.detail.favourite') })).toBeDisabled();
  await expect(actions.getByRole('button', { name: t('goods.detail.home') })).toBeEnabled();
});

export const SoldOut: Story = story({ args: { blockedText: '已售罄', favourite: true } }, async ({ canvas, args, t }) => {
  await expect(bar(canvas, t).getByRole('button', { name: args.blockedText })).toBeDisabled();
  await expect(bar(canvas, t).getByRole('button', { name: t('goods.detail.favourited') })).toBeEnabled();
});

const variants = screenVariants({
  English: async (canvas, t) => {
    const actions = bar(canvas, t);
    await expect(actions.getByRole('button', { name: t('goods.detail.addToCart') })).toBeVisible();
    await expect(actions.getByRole('button', { name: t('goods.detail.buyNow') })).toBeVisible();
  },
});

export const English: Story = variants.English;
