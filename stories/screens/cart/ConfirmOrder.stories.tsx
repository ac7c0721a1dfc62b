import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import ConfirmOrderScreen from '@/screens/cart/ConfirmOrderScreen';
import { preloadCouponSheet } from '@/screens/cart/couponSheet';
import { db } from '@mocks/db';
import { anyOrigin, ok } from '@mocks/envelope';
import { actionStories } from '../../support/actionStories';
import { currentLocation, expectLocation, expectLoginFirst, expectRoute, expectToast, findOpenSheet, page } from '../../support/assertions';
import { screenStories } from '../../support/screenStories';
import { containing } from '../../support/text';
import { endsOn } from '../../support/flows';
import { CART_ROUTE, chooseWinterCoupon, couponRow, DRAFT_KEY, emptyPreview, payAmount, REMARK, submitButton, typeRemark } from './confirmOrderSteps';
import { storyMaker } from '../../support/storyMaker';
import { preloaded } from '../../support/frame';
import '@/platform/i18n/areas/payment';

const screen = screenStories({
  component: ConfirmOrderScreen,
  route: CART_ROUTE,
  session: 'buyer',
  docs: {
    summary:
      'Confirm order: the delivery address, the lines being bought (from the cart or a buy-now link), coupons, remark and the amount to pay; submitting creates the order.',
    calls: [catalogue.buyNowSettle, catalogue.myCoupons, catalogue.orderCreate],
  },
  scenarios: {
    call: catalogue.cartSettle,
    businessMessage: '「勐海古树普洱生茶饼」357克 / 2019 库存不足，仅剩 0 件',
    emptyData: emptyPreview,
    expectSuccess: async (canvas, t) => {
      await waitFor(() => expect(canvas.getAllByTestId('settle-line')).toHaveLength(2));
      await expect(canvas.getByText('明前西湖龙井')).toBeVisible();
      await expect(canvas.getByText('138****8000')).toBeVisible();
      await expect(canvas.getByText('福建省福州市鼓楼区 五四路 128 号茶香苑 3 栋 502 室')).toBeVisible();
      const totals = canvas.getByTestId('order-totals');
      await expect(totals).toHaveTextContent(`${t('cart.goodsAmount')}¥764.00`);
      await expect(totals).toHaveTextContent(`${t('cart.freight')}${t('cart.freeShipping')}`);
      await expect(totals).toHaveTextContent(`${t('cart.promotion')}-¥50.00`);
      await expect(payAmount(canvas)).toHaveTextContent('¥714.00');
      await expect(await canvas.findByText(t('cart.couponAvailable', { count: 2 }))).toBeVisible();
    },
    expectEmpty: async (canvas, t) => {
      await expect(await canvas.findByText(t('cart.noItemsTitle'))).toBeVisible();
    },
  },
  // the address card, goods rows and the submit bar tighten at 320; at 414 they only stretch
  widths: [320],
});

// the coupon sheet loads after launch in the app; the stories start with it in
const meta = { title: 'Screens/Cart/ConfirmOrder', ...screen.meta, loaders: [preloaded(preloadCouponSheet)] } satisfies Meta<typeof ConfirmOrderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

/**
 * On a login-only route the guard leaves for /login?redirect=... as soon as the session ends (after
 * a 10001, or once a 601's dialog was answered); the app's own redirect sees the user already at
 * /login and keeps that way back.
 */
const untilAppRedirected = (story: Story): Story => ({
  ...story,
  play: async (context) => {
    await story.play?.(context);
    await waitFor(() => expect(currentLocation()).toMatch(/^\/login\?redirect=%2FshoppingCart%2FconfirmOrder/));
  },
});

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = untilAppRedirected(screen.SessionExpired);
/** 601: the dialog opens over the page itself; the user stays on confirm order until 知道了. */
export const ForcedOffline: Story = {
  ...screen.ForcedOffline,
  play: async (context) => {
    await screen.ForcedOffline.play?.(context);
    await expect(currentLocation()).toMatch(/^\/shoppingCart\/confirmOrder/);
  },
};
export const ForcedOfflineGotIt: Story = untilAppRedirected(screen.ForcedOfflineGotIt);
export const Loading: Story = screen.Loading;
export const Empty: Story = screen.Empty;
export const NetworkError: Story = screen.NetworkError;

/** Choosing 暖茶节满 199 减 30 takes ¥30 off the pay amount. */
export const ChooseCouponChangesTotal: Story = story(async ({ canvas, t }) => {
  await chooseWinterCoupon(canvas, t);
  await expect(canvas.getByTestId('order-totals')).toHaveTextContent(`${t('cart.coupon')}-¥30.00`);
  await expect(canvas.getByTestId('coupon-row')).toHaveTextContent('-¥30.00');
  await expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain('mc-8004');
});

/** The order is created with the chosen coupon: the server's pay amount is the one shown, the coupon is used. */
export const OrderUsesCoupon: Story = story({ parameters: endsOn('/orderDetails') }, async ({ canvas, t }) => {
  await chooseWinterCoupon(canvas, t);
  await userEvent.click(submitButton(canvas, t));
  await expectRoute('/orderDetails');
  const stored = JSON.parse(window.localStorage.getItem('currentOrder') ?? 'null') as { payAmount?: number } | null;
  await expect(stored?.payAmount).toBe(684);
  await expect(db.memberCoupons.find((held) => held.id === 'mc-8004')?.status).toBe(1);
});

/** Coupons the order does not reach are listed apart with what is missing. */
export const CouponNotReached: Story = story({ parameters: { route: '/shoppingCart/confirmOrder?buyNow=g-1601:sku-1601-1:2' } }, async ({ canvas, t }) => {
  // ¥116 of jasmine tea: the 满 199 coupon is ¥83 short, the ¥10 voucher applies
  await expect(await canvas.findByText(t('cart.couponAvailable', { count: 1 }))).toBeVisible();
  await userEvent.click(couponRow(canvas, t));
  const popup = await findOpenSheet('coupon-popup');
  await expect(popup).toHaveTextContent(t('cart.couponUsable', { count: 1 }));
  await expect(popup).toHaveTextContent(t('cart.couponUnusable', { count: 1 }));
  await expect(popup).toHaveTextContent(t('cart.couponShortBy', { amount: '83.00' }));
  await userEvent.click(within(popup).getByRole('radio', { name: t('cart.couponNotUse') }));
  await expect(payAmount(canvas)).toHaveTextContent('¥116.00');
});

/** The remark counts to 100 and is kept as a draft for this order. */
export const RemarkTyped: Story = story(async ({ canvas, t }) => {
  const remark = await canvas.findByRole('textbox', { name: t('cart.remark') });
  // a pasted text longer than 100 characters is kept whole, and the field says by how much it is over
  await userEvent.click(remark);
  await userEvent.paste('茶'.repeat(120));
  await expect(remark).toHaveValue('茶'.repeat(120));
  await expect(canvas.getByText('120/100')).toBeVisible();
  await expect(canvas.getByText(t('input.overLimit', { over: 20, max: 100 }))).toBeVisible();
  await userEvent.clear(remark);
  await userEvent.type(remark, REMARK);
  await expect(remark).toHaveValue(REMARK);
  await expect(canvas.getByText(`${REMARK.length}/100`)).toBeVisible();
  await expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain(REMARK);
});

/** A remark over 100 characters is never cut: submitting says so and creates no order until it fits. */
export const RemarkOverLimitNotSent: Story = story(async ({ canvas, t }) => {
  const remark = await canvas.findByRole('textbox', { name: t('cart.remark') });
  await waitFor(() => expect(payAmount(canvas)).toHaveTextContent('¥714.00'), { timeout: 5000 });
  const orders = db.orders.length;
  await userEvent.click(remark);
  await userEvent.paste(`${REMARK}${'茶'.repeat(100)}`);
  await userEvent.click(submitButton(canvas, t));
  await expectToast(t('cart.remarkTooLong', { max: 100 }));
  await expect(remark).toHaveValue(`${REMARK}${'茶'.repeat(100)}`);
  await expect(canvas.getByText(t('input.overLimit', { over: REMARK.length, max: 100 }))).toBeVisible();
  await expect(db.orders.length).toBe(orders);
  await expectRoute('/shoppingCart/confirmOrder');
});

let createCalls = 0;

/** Two taps in the same instant create one order (the story's handler counts the requests). */
export const SubmitTwiceFastCreatesOneOrder: Story = story(
  {
    parameters: {
      ...endsOn('/orderDetails'),
      msw: {
        handlers: {
          scenario: [
            http.post(anyOrigin(catalogue.orderCreate.path), async () => {
              createCalls += 1;
              await delay(300);
              return ok({ orderId: 'o-9001', orderNo: 'TM20261120100000009001', payAmount: 714 });
            }),
          ],
        },
      },
    },
  },
  async ({ canvas, t }) => {
    createCalls = 0;
    await waitFor(() => expect(payAmount(canvas)).toHaveTextContent('¥714.00'));
    await typeRemark(canvas, t);
    const button = submitButton(canvas, t);
    // two native clicks before React re-renders: only the ref guard can stop the second
    button.click();
    button.click();
    await userEvent.click(button);
    await expectRoute('/orderDetails');
    // the order's details, told to open its payment (this story's order exists only in its answer)
    await expectLocation('/orderDetails?orderId=o-9001&pay=1');
    await expect(createCalls).toBe(1);
    await expect(JSON.parse(window.localStorage.getItem('currentOrder') ?? 'null')).toEqual({
      orderId: 'o-9001',
      orderNo: 'TM20261120100000009001',
      payAmount: 714,
    });
    // the remark draft is done with
    await expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  },
);

const CREATE_REFUSED = '「明前西湖龙井」100克 / 一级 库存不足，仅剩 1 件';

/** Submitting the two cart lines with a remark: every outcome of create-order, from one declaration. */
const submit = actionStories({
  name: 'Submit',
  call: catalogue.orderCreate,
  route: CART_ROUTE,
  fill: async (canvas, t) => {
    await waitFor(() => expect(payAmount(canvas)).toHaveTextContent('¥714.00'));
    await typeRemark(canvas, t);
  },
  act: async (canvas, t) => userEvent.click(submitButton(canvas, t)),
  // the remark comes back from its draft (also after logging in again), and the button is usable
  expectKept: async (canvas, t) => {
    await expect(await canvas.findByRole('textbox', { name: t('cart.remark') })).toHaveValue(REMARK);
    await waitFor(() => expect(submitButton(canvas, t)).toBeEnabled());
  },
  expectBusy: async (canvas, t) => {
    await expect(await canvas.findByRole('button', { name: containing(t('cart.submitting')) })).toBeDisabled();
  },
  expectDone: async (_canvas, t) => {
    await expectRoute('/orderDetails');
    // the cashier opens at once on the new order's details (PayResult's stories follow it on)
    const sheet = await findOpenSheet('pay-channel-sheet');
    await expect(within(sheet).getByTestId('pay-channel-amount')).toHaveTextContent('¥714.00');
    await expect(within(sheet).getByRole('heading', { name: t('payment.choose.title') })).toBeVisible();
    const stored = JSON.parse(window.localStorage.getItem('currentOrder') ?? 'null') as { payAmount?: number } | null;
    await expect(stored?.payAmount).toBe(714);
    // the remark draft is done with
    await expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  },
  leavesTo: '/orderDetails',
  // create-order passes code 0 through: the screen says it in a dialog, not a toast
  businessMessage: CREATE_REFUSED,
  expectBusinessError: async (_canvas, t, message) => {
    const dialog = await page().findByRole('dialog');
    await expect(dialog).toHaveTextContent(t('cart.createFailedTitle'));
    await expect(dialog).toHaveTextContent(message);
    await userEvent.click(within(dialog).getByRole('button', { name: t('cart.gotIt') }));
  },
  expectNetworkError: async (_canvas, t) => expectToast(t('cart.submitNetworkError')),
});
export const SubmitSuccess: Story = submit.SubmitSuccess;
export const SubmitBusy: Story = submit.SubmitBusy;
export const SubmitBusinessError: Story = submit.SubmitBusinessError;
export const SubmitSessionExpired: Story = submit.SubmitSessionExpired;
export const SubmitForcedOffline: Story = submit.SubmitForcedOffline;
export const SubmitForcedOfflineGotIt: Story = submit.SubmitForcedOfflineGotIt;
export const SubmitNetworkError: Story = submit.SubmitNetworkError;

/** A remark typed before (e.g. before a login round trip) is there again for the same order. */
export const DraftRestored: Story = story(
  {
    beforeEach: () => {
      window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ remark: REMARK, couponId: 'mc-8002' }));
    },
  },
  async ({ canvas, t }) => {
    await expect(await canvas.findByRole('textbox', { name: t('cart.remark') })).toHaveValue(REMARK);
    // the ¥10 voucher chosen before is applied again
    await waitFor(() => expect(payAmount(canvas)).toHaveTextContent('¥704.00'));
  },
);

/** Buy now from goods detail, reached by the query string: one line, its own totals. */
export const BuyNow: Story = story({ parameters: { route: '/shoppingCart/confirmOrder?buyNow=g-1601:sku-1601-1:2' } }, async ({ canvas, t }) => {
  await expect(await canvas.findByText('福州茉莉花茶 飘雪')).toBeVisible();
  await expect(canvas.getByText(t('cart.lineQuantity', { count: 2 }))).toBeVisible();
  await expect(payAmount(canvas)).toHaveTextContent('¥116.00');
});

/** Tapping the address opens the address list in choice mode. */
export const ChangeAddress: Story = story({ parameters: endsOn('/address/address') }, async ({ canvas, t }) => {
  await userEvent.click(await canvas.findByRole('button', { name: t('cart.chooseAddress') }));
  await expectRoute('/address/address');
  await expectLocation('/address/address?select=1');
});

/** The address chosen on the address list (session storage) is the one the order ships to. */
export const ChosenAddressKept: Story = story(
  {
    beforeEach: () => {
      window.sessionStorage.setItem('tm.checkoutAddressId', 'addr-2');
    },
  },
  async ({ canvas }) => {
    await expect(await canvas.findByText('浙江省杭州市西湖区 龙井路 66 号茶博园写字楼 4 层')).toBeVisible();
  },
);

const withoutAddresses = () => {
  db.addresses = db.addresses.filter((address) => address.memberId !== 'm-10086');
};

/** No address yet: an add-address prompt; submitting asks for one first. */
export const NoAddress: Story = story({ beforeEach: withoutAddresses }, async ({ canvas, t }) => {
  await expect(await canvas.findByText(t('cart.addAddress'))).toBeVisible();
  await userEvent.click(submitButton(canvas, t));
  await expectToast(t('cart.needAddress'));
  await expectLocation(CART_ROUTE);
});

/** The add-address prompt opens the address editor in choice mode. */
export const AddAddressOpensEditor: Story = story(
  {
    parameters: endsOn('/address/editaddress'),
    beforeEach: withoutAddresses,
  },
  async ({ canvas, t }) => {
    await userEvent.click(await canvas.findByRole('button', { name: containing(t('cart.addAddress')) }));
    await expectRoute('/address/editaddress');
    await expectLocation('/address/editaddress?select=1');
  },
);

/** The coupon sheet: usable coupons to choose, 不使用优惠券, none chosen yet. */
export const CouponSheet: Story = story(async ({ canvas, t }) => {
  await expect(await canvas.findByText(t('cart.couponAvailable', { count: 2 }))).toBeVisible();
  await userEvent.click(couponRow(canvas, t));
  const popup = await findOpenSheet('coupon-popup');
  await expect(within(popup).getAllByRole('radio')).toHaveLength(3);
  await expect(within(popup).getByRole('radio', { name: t('cart.couponNotUse') })).toHaveAttribute('aria-checked', 'true');
});

/** Opened without anything to settle: an empty state that leads back to the cart. */
export const NothingToSettle: Story = story({ parameters: { route: '/shoppingCart/confirmOrder' } }, async ({ canvas, t }) => {
  await expect(await canvas.findByText(t('cart.noItemsTitle'))).toBeVisible();
  await expect(canvas.getByRole('button', { name: t('cart.backToCart') })).toBeVisible();
});

/** The empty state's 返回购物车 goes back to the cart tab. */
export const NothingToSettleBackToCart: Story = story({ parameters: { route: '/shoppingCart/confirmOrder', ...endsOn('/shoppingCart') } }, async ({ canvas, t }) => {
  await userEvent.click(await canvas.findByRole('button', { name: t('cart.backToCart') }));
  await expectRoute('/shoppingCart');
});

/** A guest is sent to log in, with the way back to this order. */
export const GuestNeedsLogin: Story = story({ parameters: endsOn('/login'), globals: { session: 'guest' } }, async ({ t }) => {
  await expectLoginFirst(t, CART_ROUTE);
});
