import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import SetScreen from '@/screens/mine/SetScreen';
import { db } from '@mocks/db';
import { actionStories } from '../../support/actionStories';
import { expectLocation, expectRoute, expectToast, findOpenSheet, page } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { containing, textOf, type StoryText } from '../../support/text';
import { answer, dialogSaying, expectNoDialog } from './settingsSteps';

const ROUTE = '/mine/set';
/** The code the mock backend sends for every SMS. */
const SMS_CODE = '246810';

/** The settings of 林清茶 (m-10086, 138****8000). */
async function expectSettings(canvas: Canvas, t: StoryText) {
  const content = await canvas.findByTestId('set-content');
  await expect(within(content).getByTestId('profile-card')).toHaveTextContent(/林清茶\s*138\*{4}8000/);
  for (const row of ['addresses', 'password', 'contract', 'newFunction', 'changeAccount', 'logout', 'cancelAccount'] as const) {
    await expect(within(content).getByRole('button', { name: containing(t(`set.rows.${row}`)) })).toBeVisible();
  }
}

const screen = screenStories({
  component: SetScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary:
      'The settings list: the profile card, then addresses, passwords, the contract, what is new, clear cache (the size of what the app keeps on the phone, asked first), the agreements, about, switch account, log out, and cancel account (asked twice, then the SMS code sent to the member’s own mobile).',
    calls: [catalogue.verificationCode, catalogue.cancelAccount],
  },
  scenarios: {
    call: catalogue.getInfo,
    emptyData: null as never,
    expectSuccess: expectSettings,
  },
  // the rows' labels and values share a line: 320 is the tightest
  widths: [320],
});

const meta = { title: 'Screens/Mine/Set', ...screen.meta } satisfies Meta<typeof SetScreen>;
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

/** What a buyer's phone keeps: the session, two searches, the home page's launch data and a half-typed nickname. */
function seedCache() {
  localStorage.setItem('sid', JSON.stringify('sid-buyer-20261120'));
  localStorage.setItem('searchHistory', JSON.stringify(['武夷山大红袍', '明前西湖龙井']));
  localStorage.setItem('launchData', JSON.stringify({ '/home': { savedAt: 1, entries: [{ endpointName: 'hotNews', data: ['双十一好茶直降'.repeat(40)] }] } }));
  sessionStorage.setItem('tm.draft.setName.m-10086', JSON.stringify({ value: '林小茶' }));
}

const cacheRow = (canvas: Canvas, t: StoryText) => canvas.findByRole('button', { name: containing(t('set.rows.clearCache')) });

/**
 * 清除缓存: the row shows what is kept, the question lists each part's size, and once
 * cleared the toast says how much went and the row says there is none; the session stays.
 */
export const ClearCache: Story = {
  beforeEach: seedCache,
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const row = await cacheRow(canvas, t);
    const shown = /\d+(\.\d)? K?B/;
    await expect(row).toHaveTextContent(shown);
    const size = shown.exec(row.textContent ?? '')?.[0] ?? '';
    await userEvent.click(row);
    const dialog = await dialogSaying(t('set.cache.parts.searchHistory'));
    await expect(within(dialog).getByTestId('cache-parts')).toHaveTextContent(t('set.cache.parts.drafts'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('set.cache.confirm') }));
    await waitFor(() => expect(row).toHaveTextContent(t('set.cache.nothing')));
    await expectToast(t('set.cache.cleared', { size }));
    await expect(localStorage.getItem('searchHistory')).toBeNull();
    await expect(sessionStorage.getItem('tm.draft.setName.m-10086')).toBeNull();
    await expect(localStorage.getItem('sid')).not.toBeNull();
  },
};

/** The question declined: nothing is cleared. */
export const ClearCacheDeclined: Story = {
  beforeEach: seedCache,
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const row = await cacheRow(canvas, t);
    const before = row.textContent;
    await userEvent.click(row);
    await answer(t('set.cache.parts.searchHistory'), t('set.cache.cancel'));
    await expect(row).toHaveTextContent(before ?? '');
    await expect(localStorage.getItem('searchHistory')).not.toBeNull();
  },
};

/** 注销账号, asked twice (what is lost, then the mobile it ends), then the code sheet, the code asked for and typed. */
async function openCodeSheet(canvas: Canvas, t: StoryText) {
  await userEvent.click(await canvas.findByRole('button', { name: t('set.rows.cancelAccount') }));
  await answer(t('set.cancel.firstBody'), t('set.cancel.firstConfirm'));
  await answer(t('set.cancel.secondBody', { mobile: '138****8000' }), t('set.cancel.secondConfirm'));
  return findOpenSheet('cancel-account-sheet');
}

const sheetControls = (t: StoryText) => ({
  code: () => page().getByRole('textbox', { name: t('set.cancel.code') }),
  submit: () => page().getByRole('button', { name: t('set.cancel.submit') }),
});

async function requestAndTypeCode(canvas: Canvas, t: StoryText) {
  const sheet = await openCodeSheet(canvas, t);
  await expect(within(sheet).getByRole('status')).toHaveTextContent(t('set.cancel.sentTo', { mobile: '138****8000' }));
  await expect(sheetControls(t).submit()).toBeDisabled();
  await userEvent.click(within(sheet).getByRole('button', { name: t('set.cancel.sendCode') }));
  await waitFor(() => expect(within(sheet).getByRole('status')).toHaveTextContent(t('set.cancel.sentNow', { mobile: '138****8000', minutes: 5 })));
  await expect(within(sheet).getByRole('button', { name: t('set.cancel.resend', { seconds: 60 }) })).toBeDisabled();
  await userEvent.type(sheetControls(t).code(), SMS_CODE);
}

/** The code typed is still there (a failure keeps it). */
async function expectCodeKept(t: StoryText) {
  await waitFor(() => expect(sheetControls(t).code()).toHaveValue(SMS_CODE));
  await waitFor(() => expect(sheetControls(t).submit()).toBeEnabled());
}

/** Cancel account: asked twice, the code, then cancelAccount; done, the account is gone and the app is on /home as a guest. */
const cancel = actionStories({
  name: 'CancelAccount',
  call: catalogue.cancelAccount,
  route: ROUTE,
  fill: requestAndTypeCode,
  act: async (_canvas, t) => userEvent.click(sheetControls(t).submit()),
  // after a re-login (SessionExpired) the settings are there again; the other failures keep the code too (below)
  expectKept: async (canvas) => {
    await expect(await canvas.findByTestId('set-content')).toBeVisible();
  },
  expectBusy: async (_canvas, t) => {
    await expect(await page().findByRole('button', { name: t('set.cancel.submitting') })).toBeDisabled();
  },
  expectBusinessError: async (_canvas, t, message) => {
    await expectToast(message);
    await expectCodeKept(t);
  },
  expectNetworkError: async (_canvas, t) => {
    await expectToast(t('state.networkError'));
    await expectCodeKept(t);
  },
  expectDone: async (_canvas, t) => {
    await expectRoute('/home');
    await expectToast(t('set.cancel.done'));
    // the guest's home: the buyer's session is gone from the phone
    await waitFor(() => expect(localStorage.getItem('sid')).toBeNull());
    await expect(db.members.some((member) => member.memberId === 'm-10086')).toBe(false);
  },
  leavesTo: '/home',
  // the session as the app keeps it across launches, so the stories see it go
  beforeEach: () => localStorage.setItem('sid', JSON.stringify('sid-buyer-20261120')),
});
export const CancelAccountSuccess: Story = cancel.CancelAccountSuccess;
export const CancelAccountBusy: Story = cancel.CancelAccountBusy;
export const CancelAccountBusinessError: Story = cancel.CancelAccountBusinessError;
export const CancelAccountSessionExpired: Story = cancel.CancelAccountSessionExpired;
export const CancelAccountForcedOffline: Story = cancel.CancelAccountForcedOffline;
export const CancelAccountForcedOfflineGotIt: Story = cancel.CancelAccountForcedOfflineGotIt;
export const CancelAccountNetworkError: Story = cancel.CancelAccountNetworkError;

/** The second question declined: no code sheet, nothing sent, the account stays. */
export const CancelAccountSecondThoughts: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('set.rows.cancelAccount') }));
    await answer(t('set.cancel.firstBody'), t('set.cancel.firstConfirm'));
    await answer(t('set.cancel.secondBody', { mobile: '138****8000' }), t('set.cancel.keep'));
    await expectNoDialog();
    await expect(page().queryByTestId('cancel-account-sheet')).toBeNull();
    await expectLocation(ROUTE);
    await expect(db.members.some((member) => member.memberId === 'm-10086')).toBe(true);
  },
};

/** 关于茶商城: what the app is, in a dialog over the settings. */
export const About: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('set.rows.about') }));
    const dialog = await dialogSaying(t('set.about.body'));
    await expect(within(dialog).getByRole('button', { name: t('set.about.confirm') })).toBeVisible();
  },
};
