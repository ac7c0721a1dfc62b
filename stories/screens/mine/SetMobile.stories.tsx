import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import SetMobileScreen from '@/screens/mine/SetMobileScreen';
import { db } from '@mocks/db';
import { MOCK_SMS_CODE } from '@mocks/data/member';
import { actionStories } from '../../support/actionStories';
import { expectRoute, expectToast } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';

const ROUTE = '/mine/setMobile';
/** Where the screen goes once the mobile was changed, when it was opened directly. */
const LEAVES_TO = '/mine/setUser';
const NEW_MOBILE = '13612345678';
const buyer = () => db.members.find((member) => member.memberId === 'm-10086');

const controls = (canvas: Canvas, t: StoryText) => ({
  code: () => canvas.getByRole('textbox', { name: t('setMobile.code') }),
  mobile: () => canvas.getByRole('textbox', { name: t('setMobile.newMobile') }),
  sendCode: () => canvas.getByRole('button', { name: t('mineProfile.code.send') }),
  next: () => canvas.getByRole('button', { name: t('setMobile.next') }),
  save: () => canvas.getByRole('button', { name: t('setMobile.save') }),
});

/** Step one passed: the code sent to 138****8000 typed and checked; step two shows. */
async function verifyCurrent(canvas: Canvas, t: StoryText, code = MOCK_SMS_CODE) {
  const form = controls(canvas, t);
  await userEvent.click(await waitFor(() => form.sendCode()));
  await expect(await canvas.findByText(t('mineProfile.code.sentTo', { mobile: '138****8000' }))).toBeVisible();
  await userEvent.type(form.code(), code);
  await userEvent.click(form.next());
}

async function expectNewStep(canvas: Canvas, t: StoryText) {
  await expect(await canvas.findByRole('form', { name: t('setMobile.newForm') })).toBeVisible();
}

/**
 * /mine/setMobile: the current mobile first (its SMS code, verificationCode changeMobile, checked
 * with commonValidateCode), then the new one (11 digits; a pasted +86 number is normalised) and its
 * code, then changeMobile.
 */
const screen = screenStories({
  component: SetMobileScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary:
      'Change the account’s mobile in two steps: verify the current mobile with an SMS code (verificationCode type changeMobile, checked by commonValidateCode), then the new 11-digit mobile (a pasted “+86 138-0013-8000” is normalised) and the code sent to it (sendMessage, with a resend countdown), saved by changeMobile. Both steps are kept as drafts.',
    calls: [catalogue.verificationCode, catalogue.commonValidateCode, catalogue.sendMessage, catalogue.changeMobile],
  },
  scenarios: {
    call: catalogue.getInfo,
    expectSuccess: async (canvas, t) => {
      await expect(await canvas.findByRole('form', { name: t('setMobile.verifyForm') })).toBeVisible();
      await expect(canvas.getByTestId('current-mobile')).toHaveTextContent('138****8000');
      await expect(controls(canvas, t).sendCode()).toBeEnabled();
    },
  },
  widths: [320],
});

const meta = { title: 'Screens/Mine/SetMobile', ...screen.meta } satisfies Meta<typeof SetMobileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const NetworkError: Story = screen.NetworkError;

/** 获取验证码: sent to the current mobile; the button counts down and cannot be tapped again. */
export const CodeSent: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await waitFor(() => controls(canvas, t).sendCode()));
    await expect(await canvas.findByRole('button', { name: t('mineProfile.code.wait', { seconds: 60 }) })).toBeDisabled();
    await expect(canvas.getByText(t('mineProfile.code.sentTo', { mobile: '138****8000' }))).toBeVisible();
  },
};

/** A wrong code: the server says 验证码错误, the page stays on step one with the code as typed. */
export const WrongCode: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await verifyCurrent(canvas, t, '135790');
    await expectToast('验证码错误');
    await expect(controls(canvas, t).code()).toHaveValue('135790');
    await expect(canvas.queryByRole('form', { name: t('setMobile.newForm') })).toBeNull();
  },
};

/** The right code: step two, the new mobile and its code. */
export const CurrentVerified: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await verifyCurrent(canvas, t);
    await expectNewStep(canvas, t);
    await expect(controls(canvas, t).mobile()).toHaveValue('');
  },
};

/** A pasted “+86 138-0013-8000” reads 13800138000 and meets the 11-digit rule. */
export const PastedMobileNormalised: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await verifyCurrent(canvas, t);
    await expectNewStep(canvas, t);
    const mobile = controls(canvas, t).mobile();
    await userEvent.click(mobile);
    await userEvent.paste('+86 138-0013-8000');
    await userEvent.tab();
    await expect(mobile).toHaveValue('13800138000');
    await expect(canvas.queryByText(t('setMobile.mobileInvalid'))).toBeNull();
  },
};

/** Ten digits: 获取验证码 sends nothing and the rule says why. */
export const ShortMobileRefused: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await verifyCurrent(canvas, t);
    await expectNewStep(canvas, t);
    await userEvent.type(controls(canvas, t).mobile(), '1361234567');
    await userEvent.click(controls(canvas, t).sendCode());
    await expect(await canvas.findByText(t('setMobile.mobileInvalid'))).toBeVisible();
    await expect(db.smsCodes.some((record) => record.mobile === '1361234567')).toBe(false);
  },
};

/** 确认更换 after both codes: every outcome of changeMobile. */
const save = actionStories({
  name: 'Save',
  call: catalogue.changeMobile,
  route: ROUTE,
  fill: async (canvas, t) => {
    await verifyCurrent(canvas, t);
    await expectNewStep(canvas, t);
    const form = controls(canvas, t);
    await userEvent.type(form.mobile(), NEW_MOBILE);
    await userEvent.click(form.sendCode());
    await expect(await canvas.findByText(t('mineProfile.code.sentTo', { mobile: '136****5678' }))).toBeVisible();
    await userEvent.type(form.code(), MOCK_SMS_CODE);
  },
  act: async (canvas, t) => userEvent.click(controls(canvas, t).save()),
  expectKept: async (canvas, t) => {
    await expectNewStep(canvas, t);
    await waitFor(() => expect(controls(canvas, t).mobile()).toHaveValue(NEW_MOBILE));
    await expect(controls(canvas, t).code()).toHaveValue(MOCK_SMS_CODE);
    await waitFor(() => expect(controls(canvas, t).save()).toBeEnabled());
    await expect(buyer()?.mobile).toBe('13800138000');
  },
  expectBusy: async (canvas, t) => {
    await expect(await canvas.findByRole('button', { name: t('setMobile.saving') })).toBeDisabled();
  },
  expectDone: async (_canvas, t) => {
    await expectRoute(LEAVES_TO);
    await expectToast(t('setMobile.done'));
    await expect(buyer()?.mobile).toBe(NEW_MOBILE);
  },
  leavesTo: LEAVES_TO,
  businessMessage: '该手机号已被其他账号使用',
});
export const SaveSuccess: Story = save.SaveSuccess;
export const SaveBusy: Story = save.SaveBusy;
export const SaveBusinessError: Story = save.SaveBusinessError;
export const SaveSessionExpired: Story = save.SaveSessionExpired;
export const SaveForcedOffline: Story = save.SaveForcedOffline;
export const SaveForcedOfflineGotIt: Story = save.SaveForcedOfflineGotIt;
export const SaveNetworkError: Story = save.SaveNetworkError;
