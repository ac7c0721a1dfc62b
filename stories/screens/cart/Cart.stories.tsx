import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import type { CartUpdateArg, CartUpdateResult } from '@/api/types/cart';
import CartScreen from '@/screens/cart/CartScreen';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { currentLocation, expectLocation, expectNoToast, expectRoute, expectToast, page } from '../../support/assertions';
import { actionStories, type ActionStoryOptions } from '../../support/actionStories';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { antdTextOf, type StoryText } from '../../support/text';
import { endsOn } from '../../support/flows';
import { storyMaker } from '../../support/storyMaker';

const CART = '/shoppingCart';
const total = (canvas: Canvas) => canvas.getByTestId('cart-total');
/** The settle button with the number of goods it settles, e.g. 结算(3). */
const settle = (canvas: Canvas, t: StoryText, count: number) => canvas.getByRole('button', { name: t('cart.settle', { count }) });
const tickOf = (name: string, t: StoryText) => ({ name: t('cart.selectLine', { name }) });

/** The row of one cart line (by cart id), to act inside it. */
async function lineOf(canvas: Canvas, cartId: string) {
  await canvas.findAllByTestId('cart-line');
  const line = document.querySelector<HTMLElement>(`[data-cart-id="${cartId}"]`);
  if (!line) throw new Error(`cart line ${cartId} not found`);
  return line;
}

/**
 * The cart tab (/shoppingCart) on the buyer's seeded cart: 勐海古树普洱生茶饼 357克/2019 ×1 and
 * 明前西湖龙井 100克/一级 ×2 ticked (¥764.00), 福州茉莉花茶 ×3 not ticked, and two invalid lines
 * (正岩铁罗汉 off shelf, 勐海 200克/2019 sold out) in their own section.
 */
const screen = screenStories({
  component: CartScreen,
  route: CART,
  session: 'buyer',
  docs: {
    summary:
      "The cart tab: the buyer's lines with tick, stepper and swipe-to-delete, invalid lines (off shelf, sold out) in their own section, the total of the ticked lines and the settle button; manage mode deletes in batch.",
    calls: [catalogue.cartUpdate, catalogue.cartDelete],
  },
  scenarios: {
    call: catalogue.cartList,
    businessMessage: '购物车服务繁忙，请稍后再试',
    expectSuccess: async (canvas, t) => {
      await expect(await canvas.findByText('明前西湖龙井')).toBeVisible();
      await expect(canvas.getByText('福州茉莉花茶 飘雪')).toBeVisible();
      await expect(total(canvas)).toHaveTextContent('¥764.00');
      await expect(settle(canvas, t, 3)).toBeEnabled();
      const invalid = canvas.getByTestId('cart-invalid');
      await expect(invalid).toHaveTextContent(t('cart.invalidTitle', { count: 2 }));
      await expect(invalid).toHaveTextContent(t('cart.reasonOffShelf'));
      await expect(invalid).toHaveTextContent(t('cart.reasonSoldOut'));
    },
    expectEmpty: async (canvas, t) => {
      await expect(await canvas.findByText(t('cart.emptyTitle'))).toBeVisible();
      await expect(canvas.getByRole('button', { name: t('cart.goShopping') })).toBeVisible();
      await expect(canvas.queryByTestId('cart-bar')).toBeNull();
    },
  },
  // lines, steppers and the settle bar tighten at 320 and widen at 414
  widths: [320, 414],
});

const meta = { title: 'Screens/Cart/Cart', ...screen.meta } satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();


export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const Empty: Story = screen.Empty;
export const NetworkError: Story = screen.NetworkError;

/** The empty cart's 去逛逛 goes to the home tab. */
export const EmptyGoesShopping: Story = story({ parameters: { ...endsOn('/home'), msw: { handlers: { scenario: [scenario.empty(catalogue.cartList, [])] } } } }, async ({ canvas, t }) => {
  await userEvent.click(await canvas.findByRole('button', { name: t('cart.goShopping') }));
  await expectRoute('/home');
});

/** A guest sees a login prompt and no request is made (so no error toast). */
export const GuestPrompt: Story = story({ globals: { session: 'guest' } }, async ({ canvas, t }) => {
  await expect(await canvas.findByText(t('cart.guestTitle'))).toBeVisible();
  await expect(canvas.getByText(t('cart.guestBody'))).toBeVisible();
  await expectNoToast();
  await expect(canvas.queryByTestId('cart-bar')).toBeNull();
});

/** 去登录 opens login with the way back to the cart. */
export const GuestGoesToLogin: Story = story({ parameters: endsOn('/login'), globals: { session: 'guest' } }, async ({ canvas, t }) => {
  await userEvent.click(await canvas.findByRole('button', { name: t('cart.goLogin') }));
  await expectRoute('/login');
  await expectLocation('/login?redirect=%2FshoppingCart');
});

/** 全选 ticks every valid line on the server and the total follows; again unticks all. */
export const SelectAllTogglesTotal: Story = story(async ({ canvas, t }) => {
  const selectAll = { name: t('cart.selectAll') };
  await canvas.findByText('明前西湖龙井');
  await expect(canvas.getByRole('checkbox', selectAll)).not.toBeChecked();
  await userEvent.click(canvas.getByRole('checkbox', selectAll));
  // + 福州茉莉花茶 ¥58 ×3
  await waitFor(() => expect(total(canvas)).toHaveTextContent('¥938.00'));
  await expect(canvas.getByRole('checkbox', selectAll)).toBeChecked();
  await waitFor(() => expect(db.cartLines.find((line) => line.cartId === 'cart-3005')?.selected).toBe(1));
  await userEvent.click(canvas.getByRole('checkbox', selectAll));
  await waitFor(() => expect(total(canvas)).toHaveTextContent('¥0.00'));
  await expect(settle(canvas, t, 0)).toBeDisabled();
});

/**
 * The bar previews what the ticked lines save against their struck prices: 勐海古树普洱生茶饼 at
 * ¥368.00 (struck ¥428.00) saves ¥60.00; the Longjing has no struck price above its own.
 */
export const BarPreviewsSaving: Story = story(async ({ canvas, t }) => {
  await canvas.findByText('明前西湖龙井');
  await expect(total(canvas)).toHaveTextContent('¥764.00');
  await expect(canvas.getByTestId('cart-saved')).toHaveTextContent(`${t('cart.saved')} ¥60.00`);
  await expect(canvas.getByTestId('cart-bar')).toHaveTextContent(t('cart.excludesFreight'));
});

/** Only lines that save nothing ticked (the pu'er cake unticked): no saving line at all, never ¥0.00. */
export const BarWithoutSaving: Story = story(async ({ canvas, t }) => {
  const puer = await lineOf(canvas, 'cart-3001');
  await userEvent.click(within(puer).getByRole('checkbox'));
  await waitFor(() => expect(total(canvas)).toHaveTextContent('¥396.00'));
  await expect(canvas.queryByTestId('cart-saved')).toBeNull();
  await expect(canvas.getByTestId('cart-bar')).not.toHaveTextContent(t('cart.saved'));
});

const JASMINE = '福州茉莉花茶 飘雪';
const jasmineTick = (canvas: Canvas, t: StoryText) => canvas.findByRole('checkbox', tickOf(JASMINE, t));

/**
 * The stories of one cart-update on the cart (a tick, a quantity): every tap is sent at once, so
 * there is no busy state to show.
 */
function cartUpdateStories<Name extends string>(options: Omit<ActionStoryOptions<Name, CartUpdateArg, CartUpdateResult>, 'call' | 'route' | 'expectBusy'>) {
  return actionStories({ ...options, call: catalogue.cartUpdate, route: CART, expectBusy: () => Promise.resolve() });
}

/** Ticking 福州茉莉花茶 ×3 adds ¥174 to the total; a failed tick goes back. */
const tick = cartUpdateStories({
  name: 'Tick',
  act: async (canvas, t) => userEvent.click(await jasmineTick(canvas, t)),
  expectKept: async (canvas, t) => {
    await waitFor(async () => expect(await jasmineTick(canvas, t)).not.toBeChecked());
    await expect(total(canvas)).toHaveTextContent('¥764.00');
  },
  expectDone: async (canvas, t) => {
    await waitFor(() => expect(total(canvas)).toHaveTextContent('¥938.00'));
    await expect(settle(canvas, t, 6)).toBeEnabled();
    await waitFor(() => expect(db.cartLines.find((line) => line.cartId === 'cart-3005')?.selected).toBe(1));
  },
  only: ['Success', 'NetworkError'],
});
export const TickSuccess: Story = tick.TickSuccess;
export const TickNetworkError: Story = tick.TickNetworkError;

/** 明前西湖龙井 from 2 to 3 with the stepper: the server stores it and the total follows, or refuses and it goes back. */
const quantity = cartUpdateStories({
  name: 'Quantity',
  act: async (canvas, _t, globals) => {
    await userEvent.click(within(await lineOf(canvas, 'cart-3002')).getByRole('button', { name: antdTextOf(globals).Stepper.increase }));
  },
  expectKept: async (canvas) => {
    await waitFor(async () => expect(within(await lineOf(canvas, 'cart-3002')).getByRole('spinbutton')).toHaveValue('2'));
    await expect(total(canvas)).toHaveTextContent('¥764.00');
  },
  expectDone: async (canvas, t) => {
    const line = within(await lineOf(canvas, 'cart-3002'));
    await expect(line.getByRole('spinbutton', { name: t('cart.quantityOf', { name: '明前西湖龙井' }) })).toHaveValue('3');
    await waitFor(() => expect(db.cartLines.find((entry) => entry.cartId === 'cart-3002')?.quantity).toBe(3));
    await waitFor(() => expect(total(canvas)).toHaveTextContent('¥962.00'));
  },
  businessMessage: '库存不足，该规格最多可购买 2 件',
  only: ['Success', 'BusinessError'],
});
export const QuantitySuccess: Story = quantity.QuantitySuccess;
export const QuantityBusinessError: Story = quantity.QuantityBusinessError;

/** Answers the delete dialog with 删除 once it shows (having checked, when given, that it says `body`). */
async function confirmDelete(t: StoryText, body?: string): Promise<void> {
  const dialog = await page().findByRole('dialog');
  if (body !== undefined) await expect(dialog).toHaveTextContent(body);
  await userEvent.click(within(dialog).getByRole('button', { name: t('cart.delete') }));
}

/** Swiping a line left reveals 删除; after the confirmation the line is gone. */
export const SwipeDelete: Story = story(async ({ canvas, t }) => {
  const line = await lineOf(canvas, 'cart-3005');
  const swipe = line.closest<HTMLElement>('[data-testid="swipe-row"]');
  if (!swipe) throw new Error('swipe action not found');
  await userEvent.click(within(swipe).getByRole('button', { name: t('cart.delete') }));
  await confirmDelete(t, t('cart.deleteOneBody', { name: '福州茉莉花茶 飘雪' }));
  await expectToast(t('cart.deleted'));
  await waitFor(() => expect(canvas.queryByText('福州茉莉花茶 飘雪')).toBeNull());
  await expect(db.cartLines.some((entry) => entry.cartId === 'cart-3005')).toBe(false);
});

/** 清空失效商品 removes the off-shelf and sold-out lines after a confirmation. */
export const ClearInvalid: Story = story(async ({ canvas, t }) => {
  await userEvent.click(await canvas.findByRole('button', { name: t('cart.clearInvalid') }));
  await confirmDelete(t);
  await expectToast(t('cart.cleared'));
  await waitFor(() => expect(canvas.queryByTestId('cart-invalid')).toBeNull());
  await expect(canvas.getAllByTestId('cart-line')).toHaveLength(3);
});

const deleteTwo = (t: StoryText) => ({ name: t('cart.deleteSelected', { count: 2 }) });

/** 管理: 福州茉莉花茶 and the off-shelf 正岩铁罗汉 ticked and deleted together, after 删除 in the dialog. */
const remove = actionStories({
  name: 'Delete',
  call: catalogue.cartDelete,
  route: CART,
  fill: async (canvas, t) => {
    await userEvent.click(await canvas.findByRole('button', { name: t('cart.manage') }));
    await userEvent.click(await jasmineTick(canvas, t));
    await userEvent.click(canvas.getByRole('checkbox', tickOf('正岩铁罗汉', t)));
  },
  act: async (canvas, t) => userEvent.click(canvas.getByRole('button', deleteTwo(t))),
  confirm: async (_canvas, t) => {
    await confirmDelete(t, t('cart.deleteManyBody', { count: 2 }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
  // both lines stay until the server agrees
  expectKept: async (canvas) => {
    await expect(await canvas.findByText(JASMINE)).toBeVisible();
    await expect(canvas.getByText('正岩铁罗汉')).toBeVisible();
  },
  expectBusy: async (canvas, t) => {
    await waitFor(() => expect(canvas.getByRole('button', deleteTwo(t))).toBeDisabled());
    await expect(canvas.getByText('正岩铁罗汉')).toBeVisible();
  },
  expectDone: async (canvas, t) => {
    await expectToast(t('cart.deleted'));
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(3));
    await expect(canvas.queryByText('正岩铁罗汉')).toBeNull();
    await expect(db.cartLines.some((entry) => entry.cartId === 'cart-3005')).toBe(false);
  },
  businessMessage: '购物车服务繁忙，请稍后再试',
});
export const DeleteSuccess: Story = remove.DeleteSuccess;
export const DeleteBusy: Story = remove.DeleteBusy;
export const DeleteBusinessError: Story = remove.DeleteBusinessError;
export const DeleteSessionExpired: Story = remove.DeleteSessionExpired;
export const DeleteForcedOffline: Story = remove.DeleteForcedOffline;
export const DeleteForcedOfflineGotIt: Story = remove.DeleteForcedOfflineGotIt;
export const DeleteNetworkError: Story = remove.DeleteNetworkError;

/** 结算 opens confirm order with the ticked lines (state `{ source: 'cart', cartIds }`, mirrored in the URL). */
export const SettleNavigates: Story = story({ parameters: endsOn('/shoppingCart/confirmOrder') }, async ({ canvas, t }) => {
  await userEvent.click(await canvas.findByRole('button', { name: t('cart.settle', { count: 3 }) }));
  await expectRoute('/shoppingCart/confirmOrder');
  await waitFor(() => expect(currentLocation()).toBe('/shoppingCart/confirmOrder?cartIds=cart-3001,cart-3002'));
  await waitFor(() => expect(page().getAllByTestId('settle-line')).toHaveLength(2), { timeout: 5000 });
  await expect(page().getByTestId('pay-amount')).toHaveTextContent('¥714.00');
});

