import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import OpenShopNextScreen from '@/screens/openShop/OpenShopNextScreen';
import { actionStories } from '../../support/actionStories';
import { expectLocation } from '../../support/assertions';
import { screenStories } from '../../support/screenStories';
import { textOf } from '../../support/text';
import { chooseAtCashier, expectStepOneKept, expectStepTwoKept, expectUnderReview, feeOrders, fillStepTwo, seedStepOne, STEP_ONE, STEP_TWO, stepTwo } from './openShopSteps';

const screen = screenStories({
  component: OpenShopNextScreen,
  route: STEP_TWO,
  session: 'buyer',
  docs: {
    summary:
      'Opening a shop, step 2: the licence photos (uploaded as picked, kept in the draft), the shop agreement and the fee; 提交并支付 creates the application with its fee order (exactly once) and pays it through the orders\' payment flow, then shows the application under review.',
    calls: [catalogue.openShopApply, catalogue.uploadImageByCompress, catalogue.wechatPay, catalogue.orderDetail],
  },
  scenarios: {
    call: catalogue.openShopInfo,
    businessMessage: '开店服务维护中，请稍后再试',
    emptyData: null as never,
    expectSuccess: async (canvas, t) => {
      await expect(await canvas.findByRole('form', { name: t('openShop.formTwo') })).toBeVisible();
      await expect(stepTwo(canvas, t).agreement()).not.toBeChecked();
      await expect(canvas.getByTestId('open-shop-fee')).toHaveTextContent('¥980.00');
    },
  },
  widths: [320],
  variants: {
    English: async (canvas, t) => {
      await expect(await canvas.findByRole('form', { name: t('openShop.formTwo') })).toBeVisible();
    },
  },
});

const meta = {
  title: 'Screens/OpenShop/OpenShopNext',
  ...screen.meta,
  // every story opens step 2 with step 1 done, as a user arrives from 下一步
  beforeEach: () => seedStepOne(),
} satisfies Meta<typeof OpenShopNextScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const Empty: Story = screen.Empty;
export const NetworkError: Story = screen.NetworkError;
export const English: Story = screen.English;

/** 提交并支付 with nothing picked: both rules say what is missing, nothing is sent. */
export const SubmitNeedsLicenceAndAgreement: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await waitFor(() => stepTwo(canvas, t).submit()));
    await expect(await canvas.findByText(t('openShop.rule.licenceRequired'))).toBeVisible();
    await expect(canvas.getByText(t('openShop.rule.agreementRequired'))).toBeVisible();
    await expectLocation(STEP_TWO);
  },
};

/** 上一步 goes back to step 1 with everything typed there; 下一步 returns to the photo and the tick. */
export const BackAndForthKeepsDraft: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await fillStepTwo(canvas, t);
    await userEvent.click(stepTwo(canvas, t).back());
    await expectLocation(STEP_ONE);
    await expectStepOneKept(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('openShop.next') }));
    await expectLocation(STEP_TWO);
    await expectStepTwoKept(canvas, t);
  },
};

/** The cashier closed: the application waits for its fee, 支付入驻费 pays the same order. */
export const PayCancelledThenPaid: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const orders = feeOrders().length;
    await fillStepTwo(canvas, t);
    await userEvent.click(stepTwo(canvas, t).submit());
    await chooseAtCashier(t, 'cancel');
    const pay = await canvas.findByRole('button', { name: t('openShop.pay') }, { timeout: 5000 });
    await expect(canvas.getByRole('heading', { name: t('openShop.payTitle') })).toBeVisible();
    await userEvent.click(pay);
    await chooseAtCashier(t, 'pay');
    await expectUnderReview(canvas, t);
    await expect(feeOrders()).toHaveLength(orders + 1);
  },
};

/** The submit (openShopApply, then the fee paid at the cashier): every outcome of the call. */
const submit = actionStories({
  name: 'Submit',
  call: catalogue.openShopApply,
  route: STEP_TWO,
  beforeEach: () => seedStepOne(),
  fill: async (canvas, t) => fillStepTwo(canvas, t),
  act: async (canvas, t) => userEvent.click(stepTwo(canvas, t).submit()),
  expectKept: async (canvas, t) => expectStepTwoKept(canvas, t),
  expectBusy: async (canvas, t) => {
    await expect(await canvas.findByRole('button', { name: t('openShop.submitting') })).toBeDisabled();
  },
  expectDone: async (canvas, t) => {
    await chooseAtCashier(t, 'pay');
    await expectUnderReview(canvas, t);
  },
  businessMessage: '您的开店申请正在审核中，请耐心等待',
});
export const SubmitSuccess: Story = submit.SubmitSuccess;
export const SubmitBusy: Story = submit.SubmitBusy;
export const SubmitBusinessError: Story = submit.SubmitBusinessError;
export const SubmitSessionExpired: Story = submit.SubmitSessionExpired;
export const SubmitForcedOffline: Story = submit.SubmitForcedOffline;
export const SubmitForcedOfflineGotIt: Story = submit.SubmitForcedOfflineGotIt;
export const SubmitNetworkError: Story = submit.SubmitNetworkError;
