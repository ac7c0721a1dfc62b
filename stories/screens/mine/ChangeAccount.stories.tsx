import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import ChangeAccountScreen from '@/screens/mine/ChangeAccountScreen';
import type { DeviceAccount } from '@/platform/deviceAccounts';
import { expectLocation, expectRoute, expectToast, page } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';
import { answer } from './settingsSteps';

const ROUTE = '/mine/changeAccount';

/** The accounts this phone has signed in with: 林清茶 now, 陈记茶馆 and 清心茶室 before. */
const seeded: DeviceAccount[] = [
  { memberId: 'm-10086', nickname: '林清茶', mobile: '13800138000', avatar: 'avatars/lin.svg', lastUsedAt: Date.parse('2026-11-20T09:30:00+08:00') },
  { memberId: 'm-20488', nickname: '陈记茶馆', mobile: '13900139000', avatar: 'avatars/chen.svg', lastUsedAt: Date.parse('2026-11-18T20:00:00+08:00') },
  { memberId: 'm-20566', nickname: '清心茶室', mobile: '13700137000', avatar: 'avatars/chen.svg', lastUsedAt: Date.parse('2026-11-02T08:15:00+08:00') },
];

function seedAccounts() {
  localStorage.setItem('deviceAccounts', JSON.stringify(seeded));
}

const listed = (canvas: Canvas) => within(canvas.getByRole('list')).getAllByRole('listitem');

async function expectAccounts(canvas: Canvas, t: StoryText) {
  await canvas.findByTestId('change-account-content');
  const rows = listed(canvas);
  await expect(rows).toHaveLength(3);
  await expect(rows[0]).toHaveTextContent(/林清茶\s*138\*{4}8000/);
  await expect(rows[0]).toHaveTextContent(t('changeAccount.current'));
  await expect(canvas.getByRole('button', { name: t('changeAccount.switchTo', { name: '陈记茶馆' }) })).toBeEnabled();
  await expect(canvas.getByRole('button', { name: t('changeAccount.removeOf', { name: '清心茶室' }) })).toBeEnabled();
  await expect(canvas.getByText(t('changeAccount.noPassword'))).toBeVisible();
}

const screen = screenStories({
  component: ChangeAccountScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary:
      'The accounts used on this phone (kept on the device, never a password), the signed-in one first and brought up to date from getInfo; switching logs out and opens the login with that mobile filled in; an account can be removed from the list.',
  },
  scenarios: {
    call: catalogue.getInfo,
    emptyData: null as never,
    expectSuccess: expectAccounts,
  },
  // the switch and remove buttons share the row with the account
  widths: [320],
});

const meta = { title: 'Screens/Mine/ChangeAccount', ...screen.meta, beforeEach: seedAccounts } satisfies Meta<typeof ChangeAccountScreen>;
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

/** A phone that has only known this account: it is listed (recorded now), and the page says there is no other. */
export const OnlyThisAccount: Story = {
  beforeEach: () => localStorage.removeItem('deviceAccounts'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByText(t('changeAccount.onlyOne'))).toBeVisible();
    await expect(listed(canvas)).toHaveLength(1);
    await expect(JSON.parse(localStorage.getItem('deviceAccounts') ?? '[]')).toEqual([expect.objectContaining({ memberId: 'm-10086', mobile: '13800138000' })]);
  },
};

/** Switching to 陈记茶馆: asked first, then logged out, on /login with 13900139000 filled in. */
export const Switch: Story = {
  parameters: endsOn('/login'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectAccounts(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('changeAccount.switchTo', { name: '陈记茶馆' }) }));
    await answer(t('changeAccount.switchBody', { name: '陈记茶馆', mobile: '139****9000' }), t('changeAccount.switchConfirm'));
    await expectRoute('/login');
    await waitFor(() => expect(page().getByRole('textbox', { name: t('auth.field.mobile') })).toHaveValue('13900139000'));
    await waitFor(() => expect(localStorage.getItem('sid')).toBeNull());
  },
};

/** Removing 清心茶室 from the phone's list: asked first, then gone from the list and from storage. */
export const Remove: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectAccounts(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('changeAccount.removeOf', { name: '清心茶室' }) }));
    await answer(t('changeAccount.removeBody', { name: '清心茶室', mobile: '137****7000' }), t('changeAccount.removeConfirm'));
    await expectToast(t('changeAccount.removed'));
    await waitFor(() => expect(listed(canvas)).toHaveLength(2));
    await expect(canvas.queryByText('清心茶室')).toBeNull();
    await expect(localStorage.getItem('deviceAccounts')).not.toContain('m-20566');
    await expectLocation(ROUTE);
  },
};
