import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import SetInviterScreen from '@/screens/mine/SetInviterScreen';
import { db } from '@mocks/db';
import { actionStories } from '../../support/actionStories';
import { expectToast } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';
import { answerDialog } from '../order/orderSteps';

const ROUTE = '/mine/setInviter';
/** The tea house 陈记茶馆 has no inviter yet; the buyer 林清茶 was invited by it. */
const agent = () => db.members.find((member) => member.memberId === 'm-20488');

const controls = (canvas: Canvas, t: StoryText) => ({
  tab: (name: string) => canvas.getByRole('tab', { name }),
  keyword: (label: string) => canvas.getByRole('textbox', { name: label }),
  find: () => canvas.getByRole('button', { name: t('setInviter.search') }),
  bind: () => canvas.getByRole('button', { name: t('setInviter.bind') }),
});

/** Looks the inviter up by nickname (or by username) and waits for the answer. */
async function lookUp(canvas: Canvas, t: StoryText, by: 'username' | 'nickname', keyword: string) {
  const form = controls(canvas, t);
  if (by === 'nickname') await userEvent.click(await waitFor(() => form.tab(t('setInviter.byNickname'))));
  const field = await waitFor(() => form.keyword(by === 'nickname' ? t('setInviter.nickname') : t('setInviter.username')));
  await userEvent.type(field, keyword);
  await userEvent.click(form.find());
}

async function expectCard(canvas: Canvas, t: StoryText, nickname: string, mobile: string) {
  const card = within(await canvas.findByRole('region', { name: t('setInviter.found') }));
  await expect(card.getByText(nickname)).toBeVisible();
  await expect(card.getByText(t('setInviter.mobile', { mobile }))).toBeVisible();
}

/**
 * /mine/setInviter as the tea house 陈记茶馆 (no inviter yet): find by username (mobile or invite
 * code) or by nickname, the card with the masked mobile, confirm, updateRecommender; then read-only.
 */
const screen = screenStories({
  component: SetInviterScreen,
  route: ROUTE,
  session: 'agent',
  docs: {
    summary:
      'Find the member’s inviter by username (mobile or invite code: findByUsername) or by nickname (findByNickname), show their card with the mobile masked, confirm, and record them with the payment service’s updateRecommender. Once an inviter is set the page only shows them.',
    calls: [catalogue.findByUsername, catalogue.findByNickname, catalogue.updateRecommender],
  },
  scenarios: {
    call: catalogue.getInfo,
    expectSuccess: async (canvas, t) => {
      await expect(await canvas.findByRole('form', { name: t('setInviter.form') })).toBeVisible();
      await expect(controls(canvas, t).tab(t('setInviter.byUsername'))).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByText(t('setInviter.hint'))).toBeVisible();
    },
  },
  widths: [320],
});

const meta = { title: 'Screens/Mine/SetInviter', ...screen.meta } satisfies Meta<typeof SetInviterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const NetworkError: Story = screen.NetworkError;

/** By username: the buyer's mobile finds 林清茶, her mobile masked. */
export const FoundByUsername: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await lookUp(canvas, t, 'username', '13800138000');
    await expectCard(canvas, t, '林清茶', '138****8000');
    await expect(controls(canvas, t).bind()).toBeEnabled();
  },
};

/** By nickname: 清心茶室 is found. */
export const FoundByNickname: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await lookUp(canvas, t, 'nickname', '清心茶室');
    await expectCard(canvas, t, '清心茶室', '137****7000');
  },
};

/** A nickname no member has: the server's 未找到该用户 under the form, no card. */
export const NotFound: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await lookUp(canvas, t, 'nickname', '不存在的茶友');
    await expect(await canvas.findByTestId('inviter-not-found')).toHaveTextContent('未找到该用户');
    await expect(canvas.queryByTestId('inviter-card')).toBeNull();
  },
};

/** The buyer was invited by 陈记茶馆: only the inviter shows, nothing to change. */
export const ReadOnlyOnceSet: Story = {
  globals: { session: 'buyer' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const card = within(await canvas.findByRole('region', { name: t('setInviter.yourInviter') }));
    await expect(card.getByText('陈记茶馆')).toBeVisible();
    await expect(canvas.getByTestId('inviter-locked')).toHaveTextContent(t('setInviter.locked'));
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** 设为我的邀请人 on 林清茶, confirmed: every outcome of updateRecommender. */
const bind = actionStories({
  name: 'Bind',
  call: catalogue.updateRecommender,
  route: ROUTE,
  fill: async (canvas, t) => {
    await lookUp(canvas, t, 'nickname', '林清茶');
    await expectCard(canvas, t, '林清茶', '138****8000');
  },
  act: async (canvas, t) => userEvent.click(controls(canvas, t).bind()),
  confirm: async (_canvas, t) => answerDialog(t('setInviter.confirmBody', { nickname: '林清茶' }), t('setInviter.confirm')),
  expectKept: async (canvas, t) => {
    await expectCard(canvas, t, '林清茶', '138****8000');
    await waitFor(() => expect(controls(canvas, t).bind()).toBeEnabled());
    await expect(agent()?.inviterId).toBeNull();
  },
  expectBusy: async (canvas, t) => {
    await expect(await canvas.findByRole('button', { name: t('setInviter.binding') })).toBeDisabled();
  },
  expectDone: async (canvas, t) => {
    await expectToast(t('setInviter.done'));
    const card = within(await canvas.findByRole('region', { name: t('setInviter.yourInviter') }));
    await expect(card.getByText('林清茶')).toBeVisible();
    await expect(agent()?.inviterId).toBe('m-10086');
  },
  businessMessage: '已绑定推荐人，不可重复修改',
  logIn: { mobile: '13900139000' },
});
export const BindSuccess: Story = bind.BindSuccess;
export const BindBusy: Story = bind.BindBusy;
export const BindBusinessError: Story = bind.BindBusinessError;
export const BindSessionExpired: Story = bind.BindSessionExpired;
export const BindForcedOffline: Story = bind.BindForcedOffline;
export const BindForcedOfflineGotIt: Story = bind.BindForcedOfflineGotIt;
export const BindNetworkError: Story = bind.BindNetworkError;
