import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import MessageNoticeScreen from '@/screens/messages/MessageNoticeScreen';
import { db } from '@mocks/db';
import { expectLocation, expectRoute, expectToast, page } from '../../support/assertions';
import { actionStories } from '../../support/actionStories';
import { endsOn } from '../../support/flows';
import { swipeOpen } from '../../support/gestures';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { storyMaker } from '../../support/storyMaker';
import type { StoryText } from '../../support/text';

/**
 * The buyer's notifications (mocks/data/member.ts), newest first: msg-7001 order placed (unread),
 * msg-7005 order paid, msg-7004 shipped, msg-7002 shipped (unread), msg-7003 the winter tea
 * festival (general, unread), msg-7006 pay code set. Three unread.
 */
const ROUTE = '/messageNotice';
const ALL_IDS = ['msg-7001', 'msg-7005', 'msg-7004', 'msg-7002', 'msg-7003', 'msg-7006'];

/** The row of one notification (its tap target), once the list shows. */
async function notice(canvas: Canvas, id: string): Promise<HTMLElement> {
  await canvas.findAllByTestId('notice-item');
  const element = document.querySelector<HTMLElement>(`[data-message-id="${id}"]`);
  if (!element) throw new Error(`notification ${id} not shown`);
  return element;
}

const shownIds = (canvas: Canvas) => canvas.queryAllByTestId('notice-item').map((element) => element.dataset.messageId);
const unreadIds = (canvas: Canvas) => canvas.queryAllByTestId('notice-item').filter((element) => element.dataset.unread === 'true').map((element) => element.dataset.messageId);

async function expectUnread(canvas: Canvas, t: StoryText, ids: string[]): Promise<void> {
  await waitFor(() => expect(unreadIds(canvas)).toEqual(ids));
  await expect(canvas.queryAllByTestId('notice-unread-dot')).toHaveLength(ids.length);
  // the count is orderTip's, which may answer after the list
  const count = ids.length > 0 ? t('messageNotice.unreadCount', { count: ids.length }) : t('messageNotice.noneUnread');
  await waitFor(() => expect(canvas.getByTestId('notice-unread-count')).toHaveTextContent(count));
}

const screen = screenStories({
  component: MessageNoticeScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary:
      'Notifications by type tab (general, order placed, shipped): unread ones carry a red dot; a tap reads one and opens its order, a swipe reads or deletes it, 全部已读 reads them all, and the red dots of mine and the tab bar follow at once.',
    calls: [catalogue.updateMessageNotification, catalogue.readAllMessageNotification, catalogue.orderTip],
  },
  scenarios: {
    call: catalogue.messageNotificationPage,
    businessMessage: '消息服务繁忙，请稍后再试',
    emptyData: { list: [], total: 0, pageNo: 1, pageSize: 20, hasMore: false },
    expectSuccess: async (canvas, t) => {
      await waitFor(() => expect(shownIds(canvas)).toEqual(ALL_IDS));
      await expectUnread(canvas, t, ['msg-7001', 'msg-7002', 'msg-7003']);
      await expect(within(await notice(canvas, 'msg-7002')).getByText(t('messageNotice.type.2'))).toBeVisible();
      await expect(canvas.getByText('冬季暖茶节开幕：领券满 199 减 30，暖茶礼包 5 折起，活动至 12 月 15 日。')).toBeVisible();
      await expect(canvas.getByRole('button', { name: t('messageNotice.readAll') })).toBeEnabled();
    },
    expectEmpty: async (canvas, t) => {
      await expect(await canvas.findByText(t('messageNotice.emptyTitle'))).toBeVisible();
    },
  },
  widths: [320],
});

const meta = { title: 'Screens/Messages/MessageNotice', ...screen.meta } satisfies Meta<typeof MessageNoticeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const Empty: Story = screen.Empty;
export const NetworkError: Story = screen.NetworkError;

/** The 发货通知 tab: only the shipped notifications, and the tab is in the address (`?type=2`). */
export const ShippedTab: Story = story(async ({ canvas, t }) => {
  await notice(canvas, 'msg-7001');
  await userEvent.click(canvas.getByRole('tab', { name: t('messageNotice.tab.2') }));
  await waitFor(() => expect(shownIds(canvas)).toEqual(['msg-7004', 'msg-7002']));
  await expectLocation(`${ROUTE}?type=2`);
  await expect(canvas.getByRole('tab', { name: t('messageNotice.tab.2') })).toHaveAttribute('aria-selected', 'true');
});

/** A tap on an unread order notification reads it and opens that order's details. */
export const TapOpensOrder: Story = {
  parameters: endsOn('/orderDetails'),
  play: async ({ canvas }) => {
    await userEvent.click(await notice(canvas, 'msg-7001'));
    await expectRoute('/orderDetails');
    await expectLocation('/orderDetails?orderId=o-2001');
    await waitFor(() => expect(db.messages.find((message) => message.id === 'msg-7001')?.readFlag).toBe(1));
  },
};

/** Swiping an unread notification offers 标为已读: its dot goes, the count drops. */
export const SwipeMarksRead: Story = story(async ({ canvas, t }) => {
  await expectUnread(canvas, t, ['msg-7001', 'msg-7002', 'msg-7003']);
  const row = (await notice(canvas, 'msg-7002')).closest<HTMLElement>('[data-testid="swipe-row"]');
  if (!row) throw new Error('swipe row not found');
  await swipeOpen(row);
  await userEvent.click(within(row).getByRole('button', { name: t('messageNotice.markRead') }));
  await expectUnread(canvas, t, ['msg-7001', 'msg-7003']);
  await waitFor(() => expect(db.messages.find((message) => message.id === 'msg-7002')?.readFlag).toBe(1));
});

/** Reading the general notice (it opens nothing): shown read at once; put back with the reason when refused. */
const read = actionStories({
  name: 'Read',
  call: catalogue.updateMessageNotification,
  route: ROUTE,
  fill: async (canvas, t) => expectUnread(canvas, t, ['msg-7001', 'msg-7002', 'msg-7003']),
  act: async (canvas) => userEvent.click(await notice(canvas, 'msg-7003')),
  expectBusy: async (canvas, t) => expectUnread(canvas, t, ['msg-7001', 'msg-7002']),
  expectDone: async (canvas, t) => {
    await expectUnread(canvas, t, ['msg-7001', 'msg-7002']);
    await waitFor(() => expect(db.messages.find((message) => message.id === 'msg-7003')?.readFlag).toBe(1));
  },
  expectKept: async (canvas, t) => expectUnread(canvas, t, ['msg-7001', 'msg-7002', 'msg-7003']),
  expectNetworkError: async (_canvas, t) => expectToast(t('state.networkError')),
  businessMessage: '消息状态更新失败，请稍后重试',
  only: ['Success', 'BusinessError', 'NetworkError'],
});
export const ReadSuccess: Story = read.ReadSuccess;
export const ReadBusinessError: Story = read.ReadBusinessError;
export const ReadNetworkError: Story = read.ReadNetworkError;

/** 全部已读: every dot goes at once, the button has nothing left to do. */
const readAll = actionStories({
  name: 'ReadAll',
  call: catalogue.readAllMessageNotification,
  route: ROUTE,
  // the button waits for the unread count (orderTip)
  fill: async (canvas, t) => waitFor(() => expect(canvas.getByRole('button', { name: t('messageNotice.readAll') })).toBeEnabled()),
  act: async (canvas, t) => userEvent.click(canvas.getByRole('button', { name: t('messageNotice.readAll') })),
  expectBusy: async (canvas, t) => {
    await expect(canvas.getByRole('button', { name: t('messageNotice.readAll') })).toBeDisabled();
    await waitFor(() => expect(unreadIds(canvas)).toEqual([]));
  },
  expectDone: async (canvas, t) => {
    await expectToast(t('messageNotice.readAllDone'));
    await waitFor(() => expect(unreadIds(canvas)).toEqual([]));
    await expect(canvas.queryAllByTestId('notice-unread-dot')).toHaveLength(0);
    await expect(canvas.getByTestId('notice-unread-count')).toHaveTextContent(t('messageNotice.noneUnread'));
    await expect(canvas.getByRole('button', { name: t('messageNotice.readAll') })).toBeDisabled();
  },
  expectKept: async (canvas, t) => expectUnread(canvas, t, ['msg-7001', 'msg-7002', 'msg-7003']),
  businessMessage: '消息服务繁忙，请稍后再试',
});
export const ReadAllSuccess: Story = readAll.ReadAllSuccess;
export const ReadAllBusy: Story = readAll.ReadAllBusy;
export const ReadAllBusinessError: Story = readAll.ReadAllBusinessError;
export const ReadAllSessionExpired: Story = readAll.ReadAllSessionExpired;
export const ReadAllForcedOffline: Story = readAll.ReadAllForcedOffline;
export const ReadAllForcedOfflineGotIt: Story = readAll.ReadAllForcedOfflineGotIt;
export const ReadAllNetworkError: Story = readAll.ReadAllNetworkError;

/** Swipe 删除 on the pay-code notice asks first; confirmed, it leaves the list. */
const remove = actionStories({
  name: 'Delete',
  call: catalogue.updateMessageNotification,
  route: ROUTE,
  act: async (canvas, t) => {
    const row = (await notice(canvas, 'msg-7006')).closest<HTMLElement>('[data-testid="swipe-row"]');
    if (!row) throw new Error('swipe row not found');
    await swipeOpen(row);
    await userEvent.click(within(row).getByRole('button', { name: t('messageNotice.delete') }));
  },
  confirm: async (_canvas, t) => {
    const dialog = await page().findByRole('dialog');
    await expect(dialog).toHaveTextContent(t('messageNotice.deleteTitle'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('messageNotice.delete') }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
  expectBusy: async (canvas) => waitFor(() => expect(shownIds(canvas)).not.toContain('msg-7006')),
  expectDone: async (canvas, t) => {
    await expectToast(t('messageNotice.deleted'));
    await waitFor(() => expect(shownIds(canvas)).toEqual(ALL_IDS.filter((id) => id !== 'msg-7006')));
    await expect(db.messages.find((message) => message.id === 'msg-7006')?.deleteFlag).toBe(1);
  },
  expectKept: async (canvas) => waitFor(() => expect(shownIds(canvas)).toEqual(ALL_IDS)),
  businessMessage: '消息不存在或已删除',
  only: ['Success', 'BusinessError'],
});
export const DeleteSuccess: Story = remove.DeleteSuccess;
export const DeleteBusinessError: Story = remove.DeleteBusinessError;
