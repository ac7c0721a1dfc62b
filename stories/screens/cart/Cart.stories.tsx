import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import CartScreen from '@/screens/cart/CartScreen';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { expectNoToast, expectRoute, expectToast, page } from '../../support/assertions';
import { screenScenarios, type Canvas } from '../../support/scenarios';
import { atWidth } from '../../support/viewports';

/**
 * The cart tab (/shoppingCart) on the buyer's seeded cart: 勐海古树普洱生茶饼 357克/2019 ×1 and
 * 明前西湖龙井 100克/一级 ×2 ticked (¥764.00), 福州茉莉花茶 ×3 not ticked, and two invalid lines
 * (正岩铁罗汉 off shelf, 勐海 200克/2019 sold out) in their own section.
 */
const meta = {
  title: 'Screens/Cart/Cart',
  component: CartScreen,
  parameters: { route: '/shoppingCart', session: 'buyer' },
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const total = (canvas: Canvas) => canvas.getByTestId('cart-total');

/** The row of one cart line (by cart id), to act inside it. */
async function lineOf(canvas: Canvas, cartId: string) {
  await canvas.findAllByTestId('cart-line');
  const line = document.querySelector<HTMLElement>(`[data-cart-id="${cartId}"]`);
  if (!line) throw new Error(`cart line ${cartId} not found`);
  return line;
}

const scenarios = screenScenarios({
  call: catalogue.cartList,
  businessMessage: '购物车服务繁忙，请稍后再试',
  expectSuccess: async (canvas) => {
    await expect(await canvas.findByText('明前西湖龙井')).toBeVisible();
    await expect(canvas.getByText('福州茉莉花茶 飘雪')).toBeVisible();
    await expect(total(canvas)).toHaveTextContent('¥764.00');
    await expect(canvas.getByRole('button', { name: '结算(3)' })).toBeEnabled();
    const invalid = canvas.getByTestId('cart-invalid');
    await expect(invalid).toHaveTextContent('失效商品 2 件');
    await expect(invalid).toHaveTextContent('已下架');
    await expect(invalid).toHaveTextContent('已售罄');
  },
  expectEmpty: async (canvas) => {
    await expect(await canvas.findByText('购物车还是空的')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去逛逛' })).toBeVisible();
    await expect(canvas.queryByTestId('cart-bar')).toBeNull();
  },
});

/** Stories that end on another area's page: where the user lands is asserted, its picture is that area's. */
const endsElsewhere = (where: string) => ({ visual: { skip: true, reason: `ends on ${where}, recorded by that area's stories` } });

export const Success: Story = scenarios.Success;
export const BusinessError: Story = scenarios.BusinessError;
export const SessionExpired: Story = scenarios.SessionExpired;
export const ForcedOffline: Story = scenarios.ForcedOffline;
export const Loading: Story = scenarios.Loading;
export const Empty: Story = scenarios.Empty;
export const NetworkError: Story = scenarios.NetworkError;

/** The empty cart's 去逛逛 goes to the home tab. */
export const EmptyGoesShopping: Story = {
  parameters: { ...endsElsewhere('/home'), msw: { handlers: { scenario: [scenario.empty(catalogue.cartList, [])] } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '去逛逛' }));
    await expectRoute('/home');
  },
};

/** A guest sees a login prompt and no request is made (so no error toast). */
export const GuestPrompt: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('登录后查看购物车')).toBeVisible();
    await expect(canvas.getByText('登录后可同步购物车中的商品，随时随地下单')).toBeVisible();
    await expectNoToast();
    await expect(canvas.queryByTestId('cart-bar')).toBeNull();
  },
};

/** 去登录 opens login with the way back to the cart. */
export const GuestGoesToLogin: Story = {
  parameters: { session: 'guest', ...endsElsewhere('/login') },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '去登录' }));
    await expectRoute('/login');
    await expect(document.querySelector('[data-testid="story-location"]')).toHaveTextContent('/login?redirect=%2FshoppingCart');
  },
};

/** 全选 ticks every valid line on the server and the total follows; again unticks all. */
export const SelectAllTogglesTotal: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('明前西湖龙井');
    const selectAll = canvas.getByRole('checkbox', { name: '全选' });
    await expect(selectAll).not.toBeChecked();
    await userEvent.click(selectAll);
    // + 福州茉莉花茶 ¥58 ×3
    await waitFor(() => expect(total(canvas)).toHaveTextContent('¥938.00'));
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBeChecked();
    await waitFor(() => expect(db.cartLines.find((line) => line.cartId === 'cart-3005')?.selected).toBe(1));
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(total(canvas)).toHaveTextContent('¥0.00'));
    await expect(canvas.getByRole('button', { name: '结算(0)' })).toBeDisabled();
  },
};

/** Ticking one line adds it to the total. */
export const SelectOneLine: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: '选择 福州茉莉花茶 飘雪' }));
    await waitFor(() => expect(total(canvas)).toHaveTextContent('¥938.00'));
    await expect(canvas.getByRole('button', { name: '结算(6)' })).toBeEnabled();
  },
};

/** The stepper changes the quantity on the server; the total follows. */
export const StepperUpdate: Story = {
  play: async ({ canvas }) => {
    const line = within(await lineOf(canvas, 'cart-3002'));
    await userEvent.click(line.getByRole('button', { name: '增加' }));
    await expect(line.getByRole('spinbutton', { name: '明前西湖龙井 购买数量' })).toHaveValue('3');
    await waitFor(() => expect(db.cartLines.find((entry) => entry.cartId === 'cart-3002')?.quantity).toBe(3));
    await waitFor(() => expect(total(canvas)).toHaveTextContent('¥962.00'));
  },
};

/** The server refuses a quantity over the stock: its message shows and the quantity goes back. */
export const StepperOverStock: Story = {
  parameters: { msw: { handlers: { scenario: [scenario.businessError(catalogue.cartUpdate, '库存不足，该规格最多可购买 2 件')] } } },
  play: async ({ canvas }) => {
    const line = within(await lineOf(canvas, 'cart-3002'));
    await userEvent.click(line.getByRole('button', { name: '增加' }));
    await expect(line.getByRole('spinbutton')).toHaveValue('3');
    await expectToast('库存不足，该规格最多可购买 2 件');
    await waitFor(() => expect(line.getByRole('spinbutton')).toHaveValue('2'));
    await expect(total(canvas)).toHaveTextContent('¥764.00');
  },
};

/** Swiping a line left reveals 删除; after the confirmation the line is gone. */
export const SwipeDelete: Story = {
  play: async ({ canvas }) => {
    const line = await lineOf(canvas, 'cart-3005');
    const swipe = line.closest<HTMLElement>('.adm-swipe-action');
    if (!swipe) throw new Error('swipe action not found');
    await userEvent.click(within(swipe).getByRole('button', { name: '删除' }));
    const dialog = await page().findByRole('dialog');
    await expect(dialog).toHaveTextContent('确定将「福州茉莉花茶 飘雪」从购物车删除吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expectToast('已删除');
    await waitFor(() => expect(canvas.queryByText('福州茉莉花茶 飘雪')).toBeNull());
    await expect(db.cartLines.some((entry) => entry.cartId === 'cart-3005')).toBe(false);
  },
};

/** 清空失效商品 removes the off-shelf and sold-out lines after a confirmation. */
export const ClearInvalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '清空失效商品' }));
    await userEvent.click(within(await page().findByRole('dialog')).getByRole('button', { name: '删除' }));
    await expectToast('已清空失效商品');
    await waitFor(() => expect(canvas.queryByTestId('cart-invalid')).toBeNull());
    await expect(canvas.getAllByTestId('cart-line')).toHaveLength(3);
  },
};

/** 管理: tick any lines (invalid ones too) and delete them together. */
export const ManageBatchDelete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '管理' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 福州茉莉花茶 飘雪' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 正岩铁罗汉' }));
    await userEvent.click(canvas.getByRole('button', { name: '删除(2)' }));
    const dialog = await page().findByRole('dialog');
    await expect(dialog).toHaveTextContent('确定删除选中的 2 种商品吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(canvas.getAllByTestId('cart-line')).toHaveLength(3));
    await expect(canvas.queryByText('正岩铁罗汉')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '完成' }));
    await expect(total(canvas)).toHaveTextContent('¥764.00');
  },
};

/** 结算 opens confirm order with the ticked lines (state `{ source: 'cart', cartIds }`, mirrored in the URL). */
export const SettleNavigates: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '结算(3)' }));
    await expectRoute('/shoppingCart/confirmOrder');
    await waitFor(() =>
      expect(document.querySelector('[data-testid="story-location"]')).toHaveTextContent('/shoppingCart/confirmOrder?cartIds=cart-3001,cart-3002'),
    );
    await waitFor(() => expect(page().getAllByTestId('settle-line')).toHaveLength(2), { timeout: 5000 });
    await expect(page().getByTestId('pay-amount')).toHaveTextContent('¥714.00');
  },
};

/** The 320 px webview: the settle bar and the stepper still fit. */
export const Narrow320: Story = {
  ...atWidth(320),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '结算(3)' })).toBeVisible();
  },
};

export const Wide414: Story = {
  ...atWidth(414),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '结算(3)' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Check out (3)' })).toBeVisible();
    await expect(canvas.getByText('2 unavailable items')).toBeVisible();
  },
};
