import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import LogoutScreen from '@/screens/mine/LogoutScreen';
import { expectLocation, expectRoute, expectToast } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';
import { answer, dialogSaying } from './settingsSteps';

const ROUTE = '/mine/logout';

/** The session as the app keeps it across launches (the story's store starts signed in without writing it). */
function persistedSession() {
  localStorage.setItem('sid', JSON.stringify('sid-buyer-20261120'));
  localStorage.setItem('userInfo', JSON.stringify({ memberId: 'm-10086', nickname: '林清茶', mobile: '13800138000', role: 'buyer' }));
}

async function expectAccount(canvas: Canvas, t: StoryText) {
  const content = await canvas.findByTestId('logout-content');
  await expect(content).toHaveTextContent(/林清茶\s*138\*{4}8000/);
  await expect(within(content).getByRole('button', { name: t('logout.submit') })).toBeEnabled();
  await expect(within(content).getByRole('button', { name: t('logout.switch') })).toBeEnabled();
}

const screen = screenStories({
  component: LogoutScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary: 'Log out: the account signed in (getInfo), and 退出登录, asked first; then sid, userInfo, the chat token and the whole RTK Query cache are cleared and the app goes to /home as a guest.',
  },
  scenarios: {
    call: catalogue.getInfo,
    emptyData: null as never,
    expectSuccess: expectAccount,
  },
  widths: [],
});

const meta = { title: 'Screens/Mine/Logout', ...screen.meta } satisfies Meta<typeof LogoutScreen>;
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

/** 退出登录 asks first; the account is still signed in under the question. */
export const LogOutAsks: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectAccount(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('logout.submit') }));
    await dialogSaying(t('logout.confirmBody'));
    await expectLocation(ROUTE);
  },
};

/** Declined: nothing changes. */
export const LogOutDeclined: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectAccount(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('logout.submit') }));
    await answer(t('logout.confirmBody'), t('logout.cancel'));
    await expectLocation(ROUTE);
    await expect(canvas.getByTestId('logout-content')).toBeVisible();
  },
};

/** Confirmed: the session ends on the phone (sid and userInfo gone) and the app is on /home as a guest. */
export const LogOut: Story = {
  parameters: endsOn('/home'),
  beforeEach: persistedSession,
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectAccount(canvas, t);
    await expect(localStorage.getItem('sid')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('logout.submit') }));
    await answer(t('logout.confirmBody'), t('logout.confirm'));
    await expectRoute('/home');
    await expectToast(t('logout.done'));
    await waitFor(() => expect(localStorage.getItem('sid')).toBeNull());
    await expect(localStorage.getItem('userInfo')).toBeNull();
  },
};
