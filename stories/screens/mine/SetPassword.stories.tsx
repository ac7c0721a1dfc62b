import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import SetPasswordScreen from '@/screens/mine/SetPasswordScreen';
import { db } from '@mocks/db';
import { MOCK_SMS_CODE } from '@mocks/data/member';
import { actionStories } from '../../support/actionStories';
import { expectRoute, expectToast, page } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';

const ROUTE = '/mine/setPassword';
/** Where the screen goes once a password was changed, when it was opened directly. */
const LEAVES_TO = '/mine/set';
const NEW_PASSWORD = 'Longjing2026';
const buyer = () => db.members.find((member) => member.memberId === 'm-10086');

const fields = (canvas: Canvas, t: StoryText) => ({
  old: () => canvas.getByLabelText(t('setPassword.oldPassword')),
  next: () => canvas.getByLabelText(t('setPassword.newPassword')),
  repeat: () => canvas.getByLabelText(t('setPassword.repeat')),
  submit: () => canvas.getByRole('button', { name: t('setPassword.submit') }),
});

/** Types on the app's number keyboard: taps the six cells, then each digit's key. */
async function typePayCode(canvas: Canvas, label: string, digits: string) {
  const pad = await canvas.findByRole('button', { name: label });
  await userEvent.click(pad);
  const keyboard = await waitFor(() => {
    const found = document.body.querySelector<HTMLElement>('.adm-number-keyboard-popup:not([style*="display: none"]) .adm-number-keyboard-wrapper');
    if (!found) throw new Error('no number keyboard');
    return found;
  });
  for (const digit of digits) await userEvent.click(within(keyboard).getByRole('button', { name: digit }));
}

async function openPayCode(canvas: Canvas, t: StoryText) {
  await userEvent.click(await canvas.findByRole('tab', { name: t('setPassword.payCodeTab') }));
}

const step = (canvas: Canvas) => canvas.getByTestId('pay-code').dataset.step;

/** How many of the six cells hold a digit (each shows a dot, never the digit). */
const filledCells = (canvas: Canvas) => canvas.getByTestId('pay-code').querySelectorAll('.adm-passcode-input-cell-dot').length;

/**
 * /mine/setPassword as the buyer: the login password (current, new twice, the rule and a strength
 * hint; updatePassword) and the payment code (six digits on the number keyboard: the current one
 * checked first with validatePayCode, or an SMS code when there is none; setPayPassword).
 */
const screen = screenStories({
  component: SetPasswordScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary:
      'Two tabs. Login password: the current one, the new one twice (6-20 characters with letters and digits, no spaces, not the current one) with a strength hint; updatePassword. Payment PIN: six digits on the app’s number keyboard; the current PIN first (validatePayCode) or, without one, an SMS code (verificationCode type payPassword); the new PIN twice, refused when all one digit or a run; setPayPassword. No secret is kept in storage.',
    calls: [catalogue.updatePassword, catalogue.validatePayCode, catalogue.verificationCode, catalogue.commonValidateCode, catalogue.setPayPassword],
  },
  scenarios: {
    call: catalogue.getInfo,
    expectSuccess: async (canvas, t) => {
      await expect(await canvas.findByRole('form', { name: t('setPassword.form') })).toBeVisible();
      await expect(canvas.getByRole('tab', { name: t('setPassword.loginTab') })).toHaveAttribute('aria-selected', 'true');
      await expect(fields(canvas, t).submit()).toBeDisabled();
    },
  },
  widths: [320],
});

const meta = { title: 'Screens/Mine/SetPassword', ...screen.meta } satisfies Meta<typeof SetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const NetworkError: Story = screen.NetworkError;

/** A new password without digits and a repeat that differs: each rule says why, nothing is sent. */
export const PasswordRulesRefused: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const form = fields(canvas, t);
    await userEvent.type(await waitFor(() => form.old()), 'Tea123456');
    await userEvent.type(form.next(), 'teatime');
    await userEvent.type(form.repeat(), 'teatimes');
    await userEvent.click(form.submit());
    await expect(await canvas.findByText(t('setPassword.ruleMix'))).toBeVisible();
    await expect(canvas.getByText(t('setPassword.ruleRepeat'))).toBeVisible();
    await expect(canvas.getByTestId('password-strength')).toHaveAttribute('data-strength', 'weak');
    await expect(buyer()?.password).toBe('Tea123456');
  },
};

/** The hint under the new password grows with it: weak, then strong. */
export const StrengthHint: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const next = await waitFor(() => fields(canvas, t).next());
    await userEvent.type(next, 'tea123');
    await expect(canvas.getByTestId('password-strength')).toHaveTextContent(t('setPassword.strength', { level: t('setPassword.strength_weak') }));
    await userEvent.clear(next);
    await userEvent.type(next, NEW_PASSWORD);
    await expect(canvas.getByTestId('password-strength')).toHaveTextContent(t('setPassword.strength', { level: t('setPassword.strength_strong') }));
  },
};

/** 确认修改: every outcome of updatePassword (an expired session drops the typed secrets: none are kept in storage). */
const submit = actionStories({
  name: 'Submit',
  call: catalogue.updatePassword,
  route: ROUTE,
  fill: async (canvas, t) => {
    const form = fields(canvas, t);
    await userEvent.type(await waitFor(() => form.old()), 'Tea123456');
    await userEvent.type(form.next(), NEW_PASSWORD);
    await userEvent.type(form.repeat(), NEW_PASSWORD);
  },
  act: async (canvas, t) => userEvent.click(fields(canvas, t).submit()),
  expectKept: async (canvas, t) => {
    const form = fields(canvas, t);
    await waitFor(() => expect(form.next()).toHaveValue(NEW_PASSWORD));
    await expect(form.repeat()).toHaveValue(NEW_PASSWORD);
    await waitFor(() => expect(form.submit()).toBeEnabled());
    await expect(buyer()?.password).toBe('Tea123456');
  },
  expectBusy: async (canvas, t) => {
    await expect(await canvas.findByRole('button', { name: t('setPassword.submitting') })).toBeDisabled();
  },
  expectDone: async (_canvas, t) => {
    await expectRoute(LEAVES_TO);
    await expectToast(t('setPassword.done'));
    await expect(buyer()?.password).toBe(NEW_PASSWORD);
  },
  leavesTo: LEAVES_TO,
  businessMessage: '原密码错误',
  only: ['Success', 'Busy', 'BusinessError', 'ForcedOffline', 'ForcedOfflineGotIt', 'NetworkError'],
});
export const SubmitSuccess: Story = submit.SubmitSuccess;
export const SubmitBusy: Story = submit.SubmitBusy;
export const SubmitBusinessError: Story = submit.SubmitBusinessError;
export const SubmitForcedOffline: Story = submit.SubmitForcedOffline;
export const SubmitForcedOfflineGotIt: Story = submit.SubmitForcedOfflineGotIt;
export const SubmitNetworkError: Story = submit.SubmitNetworkError;

/** The payment PIN tab asks for the current PIN first, on the number keyboard. */
export const PayCodeAsksCurrent: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await openPayCode(canvas, t);
    await userEvent.click(await canvas.findByRole('button', { name: t('setPassword.payCodeCurrent') }));
    await expect(await page().findByRole('button', { name: '5' })).toBeVisible();
    await expect(step(canvas)).toBe('current');
  },
};

/** A wrong current PIN: the server's words, the cells empty again, still asking for the current one. */
export const PayCodeWrongCurrent: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await openPayCode(canvas, t);
    await typePayCode(canvas, t('setPassword.payCodeCurrent'), '000000');
    await expectToast('支付密码错误，请重新输入');
    await expect(step(canvas)).toBe('current');
  },
};

/** 111111 as the new PIN: refused as too easy, asked again. */
export const PayCodeTooSimple: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await openPayCode(canvas, t);
    await typePayCode(canvas, t('setPassword.payCodeCurrent'), '123456');
    await waitFor(() => expect(step(canvas)).toBe('new'));
    await typePayCode(canvas, t('setPassword.payCodeNew'), '111111');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('setPassword.payCodeSimple'));
    await expect(step(canvas)).toBe('new');
  },
};

/** Current 123456, then 260918 twice: saved, off the page. */
export const PayCodeChanged: Story = {
  parameters: endsOn(LEAVES_TO),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await openPayCode(canvas, t);
    await typePayCode(canvas, t('setPassword.payCodeCurrent'), '123456');
    await waitFor(() => expect(step(canvas)).toBe('new'));
    await typePayCode(canvas, t('setPassword.payCodeNew'), '260918');
    await waitFor(() => expect(step(canvas)).toBe('repeat'));
    await typePayCode(canvas, t('setPassword.payCodeRepeat'), '260918');
    await expectToast(t('setPassword.payCodeDone'));
    await expectRoute(LEAVES_TO);
    await expect(buyer()?.payPassword).toBe('260918');
  },
};

/**
 * The new PIN saved (setPayPassword): the current 123456 and the new 260918 typed, then the sixth
 * digit of the repeat sends. While it saves the six cells stay full and the section is busy; a
 * failure empties the cells and leaves the member on the repeat step (the current PIN and the new
 * one are still held), so typing the repeat again retries.
 * No PayCodeSaveSessionExpired: the PINs are secrets kept nowhere, not even across the login, so
 * after logging in again the screen opens afresh on its login tab and the PIN starts over from the
 * current one: there is no input to find kept (as for the login password's Submit).
 */
const payCodeSave = actionStories({
  name: 'PayCodeSave',
  call: catalogue.setPayPassword,
  route: ROUTE,
  fill: async (canvas, t) => {
    await openPayCode(canvas, t);
    await typePayCode(canvas, t('setPassword.payCodeCurrent'), '123456');
    await waitFor(() => expect(step(canvas)).toBe('new'));
    await typePayCode(canvas, t('setPassword.payCodeNew'), '260918');
    await waitFor(() => expect(step(canvas)).toBe('repeat'));
  },
  act: async (canvas, t) => typePayCode(canvas, t('setPassword.payCodeRepeat'), '260918'),
  expectBusy: async (canvas, t) => {
    await waitFor(() => expect(canvas.getByTestId('pay-code')).toHaveAttribute('aria-busy', 'true'));
    await expect(within(canvas.getByTestId('pay-code')).getByRole('status')).toHaveTextContent(t('setPassword.saving'));
    await expect(step(canvas)).toBe('repeat');
    await expect(canvas.getByRole('group', { name: t('setPassword.payCodeRepeat') })).toBeVisible();
    await expect(filledCells(canvas)).toBe(6);
    await expect(buyer()?.payPassword).toBe('123456');
  },
  expectKept: async (canvas, t) => {
    // the cells are emptied on purpose (a PIN is never left typed); the member is still on the repeat step
    await waitFor(() => expect(canvas.getByTestId('pay-code')).not.toHaveAttribute('aria-busy'));
    await expect(step(canvas)).toBe('repeat');
    await expect(canvas.getByRole('group', { name: t('setPassword.payCodeRepeat') })).toBeVisible();
    await waitFor(() => expect(filledCells(canvas)).toBe(0));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(buyer()?.payPassword).toBe('123456');
  },
  expectDone: async (_canvas, t) => {
    await expectToast(t('setPassword.payCodeDone'));
    await expectRoute(LEAVES_TO);
    await expect(buyer()?.payPassword).toBe('260918');
  },
  leavesTo: LEAVES_TO,
  only: ['Success', 'Busy', 'BusinessError', 'ForcedOffline', 'ForcedOfflineGotIt', 'NetworkError'],
});
export const PayCodeSaveSuccess: Story = payCodeSave.PayCodeSaveSuccess;
export const PayCodeSaveBusy: Story = payCodeSave.PayCodeSaveBusy;
export const PayCodeSaveBusinessError: Story = payCodeSave.PayCodeSaveBusinessError;
export const PayCodeSaveForcedOffline: Story = payCodeSave.PayCodeSaveForcedOffline;
export const PayCodeSaveForcedOfflineGotIt: Story = payCodeSave.PayCodeSaveForcedOfflineGotIt;
export const PayCodeSaveNetworkError: Story = payCodeSave.PayCodeSaveNetworkError;

/** A member without a payment PIN: an SMS code first, then the new PIN twice. */
export const PayCodeSetBySms: Story = {
  parameters: endsOn(LEAVES_TO),
  beforeEach: () => {
    const member = buyer();
    if (member) member.payPassword = '';
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await openPayCode(canvas, t);
    const sms = within(await canvas.findByRole('form', { name: t('setPassword.smsForm') }));
    await userEvent.click(sms.getByRole('button', { name: t('mineProfile.code.send') }));
    await expect(await sms.findByRole('button', { name: t('mineProfile.code.wait', { seconds: 60 }) })).toBeDisabled();
    await userEvent.type(sms.getByRole('textbox', { name: t('setPassword.smsCode') }), MOCK_SMS_CODE);
    await userEvent.click(sms.getByRole('button', { name: t('setPassword.next') }));
    await waitFor(() => expect(step(canvas)).toBe('new'));
    await typePayCode(canvas, t('setPassword.payCodeNew'), '260918');
    await waitFor(() => expect(step(canvas)).toBe('repeat'));
    await typePayCode(canvas, t('setPassword.payCodeRepeat'), '260918');
    await expectToast(t('setPassword.payCodeDone'));
    await expectRoute(LEAVES_TO);
    await expect(buyer()?.payPassword).toBe('260918');
  },
};
