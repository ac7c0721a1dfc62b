import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import type { MemberInfo } from '@/api/types/member';
import MineScreen from '@/screens/mine/MineScreen';
import type { GroupKey } from '@/screens/mine/hub/entries';
import { mineTestIds } from '@/screens/mine/hub/testIds';
import type { SessionKind } from '@mocks/data/sessions';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { currentLocation, expectNoLoneCharacterLine, expectRoute, expectToast } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { expectPullHeadClosed, pullDown } from '../../support/gestures';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';
import { atWidth } from '../../support/viewports';

/**
 * /mine as the buyer 林清茶: 待付款 1, 待发货 1, 待收货 2, 待评价 1, 退款/售后 2; balance ¥56.80,
 * 120 points, 2 unused coupons, 3 favourites; invite code LQC086.
 */
const screen = screenStories({
  component: MineScreen,
  route: '/mine',
  session: 'buyer',
  docs: {
    summary:
      "The personal hub (a tab page): the member's card (avatar, nickname, level, roles, invite code with copy), the order strip with orderTip's red dots opening the order list on that tab (退款/售后: the after-sale list), the assets row (balance, points, unused coupons, favourites) and the entry grids of the roles the member holds. Pull to refresh asks every call again.",
    calls: [catalogue.orderTip, catalogue.myEarnings, catalogue.accountPoints, catalogue.myCoupons, catalogue.collectCount],
  },
  scenarios: {
    call: catalogue.getInfo,
    businessMessage: '会员服务繁忙，请稍后再试',
    expectSuccess: async (canvas, t) => {
      await expectHeader(canvas, t, { nickname: '林清茶', level: 'mine.header.level.0', inviteCode: 'LQC086' });
      await expectDots(canvas, { unpaid: '1', unshipped: '1', unreceived: '2', toReview: '1', afterSale: '2' });
      await expectAssets(canvas, { balance: '56.80', points: '120', coupons: '2', favourites: '3' });
      await expectGroups(canvas, ['services']);
      const services = canvas.getByTestId(`${mineTestIds.group}-services`);
      await expect(within(services).getByRole('button', { name: t('mine.entries.apply') })).toBeVisible();
      await expect(within(services).getByRole('button', { name: t('mine.entries.addresses') })).toBeVisible();
      // the coupon centre, membership and opening a shop are the issue-29 screens every buyer reaches from here
      for (const entry of ['coupons', 'vip', 'openShop'] as const) await expect(within(services).getByRole('button', { name: t(`mine.entries.${entry}`) })).toBeVisible();
    },
  },
  // the order strip's five labels and the four-column grids tighten at 320
  widths: [320],
});

const meta = { title: 'Screens/Mine/Mine', ...screen.meta } satisfies Meta<typeof MineScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectHeader(canvas: Canvas, t: StoryText, member: { nickname: string; level: 'mine.header.level.0' | 'mine.header.level.1'; inviteCode: string; roles?: readonly string[] }) {
  const header = await canvas.findByTestId(mineTestIds.header);
  await expect(within(header).getByRole('heading', { name: member.nickname })).toBeVisible();
  await expect(header).toHaveTextContent(t(member.level));
  await expect(within(header).getByTestId(mineTestIds.inviteCode)).toHaveTextContent(member.inviteCode);
  for (const role of member.roles ?? []) await expect(header).toHaveTextContent(role);
}

type DotKey = 'unpaid' | 'unshipped' | 'unreceived' | 'toReview' | 'afterSale';

/** Each status's red dot reads its count ('' for no dot). */
async function expectDots(canvas: Canvas, dots: Record<DotKey, string>) {
  for (const [key, count] of Object.entries(dots)) {
    const item = await canvas.findByTestId(`${mineTestIds.orderDot}-${key}`);
    await waitFor(() => expect(item.querySelector('[class*="dot"]')?.textContent ?? '').toBe(count));
  }
}

/** The assets row's four figures. */
async function expectAssets(canvas: Canvas, figures: Record<'balance' | 'points' | 'coupons' | 'favourites', string>) {
  for (const [key, value] of Object.entries(figures)) {
    await waitFor(() => expect(canvas.getByTestId(`${mineTestIds.asset}-${key}`)).toHaveTextContent(value));
  }
}

const ALL_GROUPS: readonly GroupKey[] = ['agent', 'delivery', 'shop', 'partner', 'legion', 'services'];

/** Exactly these entry grids show, in this order. */
async function expectGroups(canvas: Canvas, groups: readonly GroupKey[]) {
  await canvas.findByTestId(`${mineTestIds.group}-services`);
  const shown = ALL_GROUPS.filter((group) => canvas.queryByTestId(`${mineTestIds.group}-${group}`) !== null);
  await expect(shown).toEqual(groups);
}

/** A role's Success: its card, its grids and the entries it adds (English and 320: Narrow320English). */
function roleStory(session: SessionKind, check: (canvas: Canvas, t: StoryText) => Promise<void>): Story {
  return {
    globals: { session },
    play: async ({ canvas, globals }) => check(canvas, textOf(globals)),
  };
}

export const Success: Story = screen.Success;

/** 陈记茶馆, a tea-house agent who also receives distribution orders: the agent centre with 茶馆订单 and 茶馆续费. */
export const SuccessTeaHouseAgent: Story = roleStory('agent', async (canvas, t) => {
  await expectHeader(canvas, t, { nickname: '陈记茶馆', level: 'mine.header.level.1', inviteCode: 'CJCG88', roles: [t('mine.roles.teaHouseAgent'), t('mine.roles.distributionSeller')] });
  await expectGroups(canvas, ['agent', 'delivery', 'services']);
  const agent = canvas.getByTestId(`${mineTestIds.group}-agent`);
  for (const key of ['income', 'fans', 'teaHouseOrders', 'purchase', 'renew'] as const) {
    await expect(within(agent).getByRole('button', { name: t(`mine.entries.${key}`) })).toBeVisible();
  }
  // an agent has nothing to apply for
  await expect(canvas.queryByRole('button', { name: t('mine.entries.apply') })).toBeNull();
  await expectAssets(canvas, { balance: '3268.50', points: '860', coupons: '1', favourites: '1' });
});

/** 清心茶室, a tea-room agent: the agent centre without the tea-house orders. */
export const SuccessTeaRoomAgent: Story = roleStory('teaRoomAgent', async (canvas, t) => {
  await expectHeader(canvas, t, { nickname: '清心茶室', level: 'mine.header.level.1', inviteCode: 'QXCS66', roles: [t('mine.roles.teaRoomAgent')] });
  await expectGroups(canvas, ['agent', 'delivery', 'services']);
  const agent = canvas.getByTestId(`${mineTestIds.group}-agent`);
  await expect(within(agent).queryByRole('button', { name: t('mine.entries.teaHouseOrders') })).toBeNull();
  await expect(within(agent).getByRole('button', { name: t('mine.entries.renew') })).toBeVisible();
});

/** 周记茶庄, a shop owner receiving distribution orders: 我的店铺 and 配送. */
export const SuccessShopOwner: Story = roleStory('shopOwner', async (canvas, t) => {
  await expectHeader(canvas, t, { nickname: '周记茶庄', level: 'mine.header.level.1', inviteCode: 'ZJCZ18', roles: [t('mine.roles.shopOwner')] });
  await expectGroups(canvas, ['delivery', 'shop', 'services']);
  await expect(within(canvas.getByTestId(`${mineTestIds.group}-shop`)).getByRole('button', { name: t('mine.entries.shopIncome') })).toBeVisible();
});

/** 建华茶业, a partner: the partner points and bonus points. */
export const SuccessPartner: Story = roleStory('partner', async (canvas, t) => {
  await expectHeader(canvas, t, { nickname: '建华茶业', level: 'mine.header.level.1', inviteCode: 'HJH325', roles: [t('mine.roles.partner')] });
  await expectGroups(canvas, ['partner', 'services']);
  const partner = canvas.getByTestId(`${mineTestIds.group}-partner`);
  await expect(within(partner).getByRole('button', { name: t('mine.entries.partnerPoints') })).toBeVisible();
  await expectAssets(canvas, { balance: '8650.40', points: '1580', coupons: '0', favourites: '0' });
});

/** 茶语轩·鼓楼店, the leader of 闽东茶业军团 who runs a tea house: the agent centre and the legion's grid. */
export const SuccessLegionAgent: Story = roleStory('legionAgent', async (canvas, t) => {
  await expectHeader(canvas, t, { nickname: '茶语轩·鼓楼店', level: 'mine.header.level.1', inviteCode: 'ZYQ001', roles: [t('mine.roles.legionAgent')] });
  await expectGroups(canvas, ['agent', 'delivery', 'legion', 'services']);
  await expect(within(canvas.getByTestId(`${mineTestIds.group}-legion`)).getByRole('button', { name: t('mine.entries.dividends') })).toBeVisible();
});

export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const NetworkError: Story = screen.NetworkError;

/** A member who registered today: no orders, nothing earned, no coupons or favourites. */
const NEW_MEMBER: MemberInfo = {
  memberId: 'm-30007',
  mobile: '13655558000',
  nickname: '茶友8000',
  avatar: 'avatars/default.svg',
  signature: '',
  role: 'buyer',
  roles: ['buyer'],
  memberLevel: 0,
  inviteCode: 'T58000',
  inviterId: null,
  inviterNickname: null,
  gender: 0,
  birthday: '',
  realName: '',
  perfectInfoRemindCount: 0,
  hasPayPassword: false,
  createTime: '2026-11-20 09:30:00',
};

/** A new member: no red dots, every figure 0, the buyer's grid with 申请代理. */
export const NewMember: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          scenario.success(catalogue.getInfo, NEW_MEMBER),
          scenario.success(catalogue.orderTip, { statusCounts: {}, orderTotal: 0, unreadMessageCount: 0, unreadCountByType: { '0': 0, '1': 0, '2': 0 } }),
          scenario.success(catalogue.myEarnings, { balance: 0, frozenAmount: 0, totalIncome: 0, todayIncome: 0, withdrawnAmount: 0 }),
          scenario.success(catalogue.accountPoints, { memberId: 'm-30007', points: 0, signCoins: 0 }),
          scenario.success(catalogue.myCoupons, { list: [], total: 0, pageNo: 1, pageSize: 1, hasMore: false }),
          scenario.success(catalogue.collectCount, { count: 0, collected: false }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expectHeader(canvas, t, { nickname: '茶友8000', level: 'mine.header.level.0', inviteCode: 'T58000' });
    await expectAssets(canvas, { balance: '0.00', points: '0', coupons: '0', favourites: '0' });
    await expectDots(canvas, { unpaid: '', unshipped: '', unreceived: '', toReview: '', afterSale: '' });
    await expect(canvas.getByRole('button', { name: t('mine.entries.apply') })).toBeVisible();
  },
};

/** The 待付款 dot opens the order list on its tab (`?status=0`). */
export const DotOpensOrderTab: Story = {
  parameters: endsOn('/order?status=0'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const unpaid = await canvas.findByRole('button', { name: t('mine.orders.unpaid') });
    // its dot's count is said with it: 1 笔
    await waitFor(() => expect(unpaid).toHaveAccessibleDescription(t('mine.orders.count', { count: '1' })));
    await userEvent.click(unpaid);
    await waitFor(() => expect(currentLocation()).toBe('/order?status=0'));
    await expect(await canvas.findByRole('tab', { name: t('orderList.tab.0') })).toHaveAttribute('aria-selected', 'true');
  },
};

/** 退款/售后 opens the after-sale list. */
export const AfterSaleOpensRefunds: Story = {
  parameters: endsOn('/refundOrder'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByTestId(`${mineTestIds.orderDot}-afterSale`));
    await expectRoute('/refundOrder');
  },
};

/** 复制 puts the invite code on the clipboard and says so. */
export const CopyInviteCode: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('mine.header.copyLabel', { code: 'LQC086' }) }));
    await expectToast(t('mine.header.copied'));
  },
};

/** Points earned elsewhere meanwhile (a sign-in): pulling the page down shows the new figure. */
export const PullRefreshes: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTestId(mineTestIds.header);
    const account = db.payAccounts.find((candidate) => candidate.memberId === 'm-10086');
    const before = account?.points ?? 0;
    const points = canvas.getByTestId(`${mineTestIds.asset}-points`);
    await waitFor(() => expect(points).toHaveTextContent(String(before)));
    if (account) account.points = before + 50;
    await pullDown(canvas.getByTestId(mineTestIds.header));
    await waitFor(() => expect(points).toHaveTextContent(String(before + 50)));
    await expectPullHeadClosed();
  },
};

/** The 设置 entry opens /mine/set. */
export const SettingsOpensSet: Story = {
  parameters: endsOn('/mine/set'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const services = await canvas.findByTestId(`${mineTestIds.group}-services`);
    await userEvent.click(within(services).getByRole('button', { name: t('mine.entries.settings') }));
    await expectRoute('/mine/set');
  },
};

/** A legion agent's page at 320 in English: every label wraps between words, nothing runs sideways. */
const narrow = atWidth(320);
export const Narrow320English: Story = {
  ...narrow,
  globals: { ...narrow.globals, session: 'legionAgent', locale: 'en-US' },
  play: async ({ canvas }) => {
    await canvas.findByTestId(`${mineTestIds.group}-legion`);
    for (const label of canvas.getByTestId(mineTestIds.content).querySelectorAll('[class*="Label"], [class*="cardTitle"]')) {
      await expectNoLoneCharacterLine(label);
    }
    const root = document.scrollingElement ?? document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
