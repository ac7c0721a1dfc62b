import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import MyFansScreen from '@/screens/fans/MyFansScreen';
import { expectLocation } from '../../support/assertions';
import { expectEmptyView, type Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';

const ROUTE = '/myFans';

const rows = (canvas: Canvas) => canvas.queryAllByTestId('fan-row');
const totals = (canvas: Canvas) => within(canvas.getByTestId('fans-totals'));

/** The shop owner's 8 fans, newest first; 1 joined today, 4 this month. */
async function expectShopOwnersFans(canvas: Canvas, t: StoryText) {
  await waitFor(() => expect(rows(canvas)).toHaveLength(8));
  const first = within(rows(canvas)[0] as HTMLElement);
  await expect(first.getByText('陈半山')).toBeVisible();
  await expect(first.getByText(t('myFans.joined', { date: '2026-11-20' }))).toBeVisible();
  await expect(first.getByText(t('myFans.level1'))).toBeVisible();
  await waitFor(() => expect(canvas.getByTestId('fans-totals')).toHaveTextContent(/1.*4.*8/));
  await expect(totals(canvas).getByText(t('myFans.today'))).toBeVisible();
}

const screen = screenStories({
  component: MyFansScreen,
  route: ROUTE,
  session: 'shopOwner',
  docs: {
    summary: 'The member\'s fans: how many joined today, this month and in all; the list with avatar, nickname, join date and level; search by nickname or mobile; a join-date range; infinite scroll and pull to refresh.',
    calls: [catalogue.fansSummary],
  },
  scenarios: {
    call: catalogue.fansPage,
    businessMessage: '粉丝服务维护中，请稍后再试',
    emptyData: { list: [], total: 0, pageNo: 1, pageSize: 20, hasMore: false },
    expectSuccess: expectShopOwnersFans,
    expectEmpty: expectEmptyView('myFans.emptyTitle'),
  },
  // nickname, date and level share a row: 320 is the tightest
  widths: [320],
  variants: {
    English: expectShopOwnersFans,
  },
});

const meta = { title: 'Screens/Fans/MyFans', ...screen.meta } satisfies Meta<typeof MyFansScreen>;
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

/** Search by part of a mobile number: the one fan it matches, the keyword kept in the address. */
export const SearchByMobile: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await waitFor(() => expect(rows(canvas)).toHaveLength(8));
    await userEvent.type(canvas.getByRole('searchbox', { name: t('myFans.searchPlaceholder') }), '0129946');
    await userEvent.click(canvas.getByRole('button', { name: t('myFans.searchButton') }));
    await expectLocation(`${ROUTE}?keyword=0129946`);
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await expect(within(rows(canvas)[0] as HTMLElement).getByText('凤凰单丛')).toBeVisible();
  },
};

/** A search nothing matches: its own words, not "no fans yet". */
export const SearchNoMatch: Story = {
  parameters: { route: `${ROUTE}?keyword=${encodeURIComponent('不存在的昵称')}` },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByText(t('myFans.noMatchTitle'))).toBeVisible();
  },
};

/** A join-date range in the address (as the picker leaves it): only the fans who joined in it. */
export const JoinedInRange: Story = {
  parameters: { route: `${ROUTE}?from=2026-11-01&to=2026-11-15` },
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(2));
    await expect(within(rows(canvas)[0] as HTMLElement).getByText('林间小雨')).toBeVisible();
    await expect(within(rows(canvas)[1] as HTMLElement).getByText('白毫银针')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('date-range-picker')).toHaveTextContent('2026-11-01'));
  },
};
