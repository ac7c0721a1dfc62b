import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CashierSheet } from '@/components/CashierSheet/CashierSheet';
import '@/platform/i18n/areas/payment';
import { findOpenSheet, page } from '../support/assertions';
import { type StoryText } from '../support/text';
import { storyMaker } from '../support/storyMaker';

/**
 * The stand-in for the host app's payment sheet: outside the host (browser, Storybook, `npm start`)
 * `bridge.pay()` opens it so the user can choose how the payment ends. Inside the host app the
 * WeChat or Alipay sheet shows instead. usePayOrder then polls the order (tests/unit/hooks).
 */
const meta = {
  title: 'Components/CashierSheet',
  component: CashierSheet,
  args: { visible: true, channel: 'wechat', amount: 276, onOutcome: fn() },
  argTypes: {
    channel: { control: 'inline-radio', options: ['wechat', 'alipay'] },
    amount: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof CashierSheet>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

/** The sheet renders in a portal on document.body. */
const sheet = async () => within(await findOpenSheet('cashier-sheet'));

async function expectSheet(t: StoryText, channel: 'wechat' | 'alipay', amount: string) {
  const popup = await sheet();
  await expect(popup.getByRole('heading', { name: t('payment.cashier.title') })).toBeVisible();
  await expect(popup.getByText(t('payment.cashier.standIn', { channel: t(`payment.channel.${channel}`) }))).toBeVisible();
  await expect(page().getByTestId('cashier-sheet')).toHaveTextContent(amount);
  return popup;
}

export const WeChat: Story = story(async ({ args, t }) => {
  await expectSheet(t, 'wechat', '¥276.00');
  await expect(args.onOutcome).not.toHaveBeenCalled();
});

export const Alipay: Story = story({ args: { channel: 'alipay', amount: 1102.5 } }, async ({ t }) => {
  await expectSheet(t, 'alipay', '¥1102.50');
});

/** The WeChat sheet's `button` tapped: the sheet reports `outcome`, once. */
const chooses = (button: 'pay' | 'fail' | 'cancel', outcome: 'paid' | 'failed' | 'cancelled'): Story =>
  story(async ({ args, t }) => {
    const popup = await expectSheet(t, 'wechat', '¥276.00');
    await userEvent.click(popup.getByRole('button', { name: t(`payment.cashier.${button}`) }));
    await expect(args.onOutcome).toHaveBeenCalledTimes(1);
    await expect(args.onOutcome).toHaveBeenCalledWith(outcome);
  });

export const ChoosePaid: Story = chooses('pay', 'paid');
export const ChooseFailed: Story = chooses('fail', 'failed');
export const ChooseCancelled: Story = chooses('cancel', 'cancelled');

/** Tapping outside the sheet cancels, as closing the host's sheet does. */
export const MaskCancels: Story = story(async ({ args, t }) => {
  await expectSheet(t, 'wechat', '¥276.00');
  const mask = document.querySelector<HTMLElement>('.adm-mask');
  if (!mask) throw new Error('the popup has a mask');
  await userEvent.click(mask);
  await expect(args.onOutcome).toHaveBeenCalledTimes(1);
  await expect(args.onOutcome).toHaveBeenCalledWith('cancelled');
});
