import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import MyCollectScreen from '@/screens/messages/MyCollectScreen';
import { db } from '@mocks/db';
import { expectLocation, expectRoute, expectToast, page } from '../../support/assertions';
import { actionStories } from '../../support/actionStories';
import { endsOn } from '../../support/flows';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { storyMaker } from '../../support/storyMaker';
import { textOf, type StoryText } from '../../support/text';

/**
 * The buyer's favourites (mocks/data/member.ts), newest first: 武夷山大红袍 特级 (g-1101), 明前西湖龙井
 * (g-1201), 福鼎白毫银针 (g-1401).
 */
const ROUTE = '/myCollet';
const NAMES = ['武夷山大红袍 特级', '明前西湖龙井', '福鼎白毫银针'];

const shownNames = (canvas: Canvas) => canvas.queryAllByTestId('favourite-card').map((card) => card.querySelector('h2')?.textContent);
const favouritesOf = (memberId: string) => db.favourites.filter((favourite) => favourite.memberId === memberId).map((favourite) => favourite.goodsId);

/** 管理, then 大红袍 and 龙井 ticked. */
async function pickTwo(canvas: Canvas, t: StoryText): Promise<void> {
  await canvas.findAllByTestId('favourite-card');
  await userEvent.click(canvas.getByRole('button', { name: t('myCollect.manage') }));
  await userEvent.click(canvas.getByRole('checkbox', { name: NAMES[0] }));
  await userEvent.click(canvas.getByRole('checkbox', { name: NAMES[1] }));
}

const screen = screenStories({
  component: MyCollectScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary: 'Favourite goods as a grid: a card opens its goods; 管理 ticks several to remove them (asked first) or to buy them at once on the confirm-order page.',
    calls: [catalogue.collectDelete, catalogue.favouritesSettle],
  },
  scenarios: {
    call: catalogue.collectPage,
    businessMessage: '收藏服务繁忙，请稍后再试',
    emptyData: { list: [], total: 0, pageNo: 1, pageSize: 20, hasMore: false },
    expectSuccess: async (canvas, t) => {
      await waitFor(() => expect(shownNames(canvas)).toEqual(NAMES));
      await expect(canvas.getByTestId('favourite-total')).toHaveTextContent(t('myCollect.total', { count: 3 }));
      await expect(canvas.getAllByTestId('favourite-card')[0]).toHaveTextContent('¥268.00');
    },
    expectEmpty: async (canvas, t) => {
      await expect(await canvas.findByText(t('myCollect.emptyTitle'))).toBeVisible();
      await expect(canvas.getByRole('button', { name: t('myCollect.goShopping') })).toBeVisible();
    },
  },
  widths: [320],
});

const meta = { title: 'Screens/Messages/MyCollect', ...screen.meta } satisfies Meta<typeof MyCollectScreen>;
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

/** 管理 turns the cards into ticks: two ticked, 结算(2) and 删除 enabled. */
export const EditPicksTwo: Story = story(async ({ canvas, t }) => {
  await pickTwo(canvas, t);
  await expect(canvas.getByRole('checkbox', { name: NAMES[0] })).toBeChecked();
  await expect(canvas.getByRole('checkbox', { name: NAMES[2] })).not.toBeChecked();
  await expect(canvas.getByRole('button', { name: t('myCollect.settle', { count: 2 }) })).toBeEnabled();
  await expect(canvas.getByRole('button', { name: t('myCollect.delete') })).toBeEnabled();
});

/** A card opens its goods. */
export const OpenGoods: Story = {
  parameters: endsOn('/goods/detail/g-1201'),
  play: async ({ canvas }) => {
    await canvas.findAllByTestId('favourite-card');
    await userEvent.click(canvas.getByRole('button', { name: NAMES[1] }));
    await expectRoute('/goods/detail/g-1201');
  },
};

/** Two favourites bought at once: the confirm-order page settles them (each one piece of its first SKU in stock). */
export const SettleOpensConfirm: Story = {
  parameters: endsOn('/shoppingCart/confirmOrder'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await pickTwo(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('myCollect.settle', { count: 2 }) }));
    await expectRoute('/shoppingCart/confirmOrder');
    await waitFor(() => expect(page().getAllByTestId('settle-line')).toHaveLength(2));
    await expect(page().getByText(NAMES[0] ?? '')).toBeVisible();
    await expectLocation('/shoppingCart/confirmOrder?favourites=g-1101,g-1201');
  },
};

/** 删除 of the two ticked, asked first: they leave the grid and the member's favourites. */
const remove = actionStories({
  name: 'Delete',
  call: catalogue.collectDelete,
  route: ROUTE,
  fill: pickTwo,
  act: async (canvas, t) => userEvent.click(canvas.getByRole('button', { name: t('myCollect.delete') })),
  confirm: async (_canvas, t) => {
    const dialog = await page().findByRole('dialog');
    await expect(dialog).toHaveTextContent(t('myCollect.deleteTitle', { count: 2 }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('myCollect.delete') }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
  expectBusy: async (canvas, t) => expect(canvas.getByRole('button', { name: t('myCollect.delete') })).toBeDisabled(),
  expectDone: async (canvas, t) => {
    await expectToast(t('myCollect.deleted'));
    await waitFor(() => expect(shownNames(canvas)).toEqual([NAMES[2]]));
    await expect(favouritesOf('m-10086')).toEqual(['g-1401']);
  },
  expectKept: async (canvas) => {
    await expect(shownNames(canvas)).toEqual(NAMES);
    await expect(canvas.getByRole('checkbox', { name: NAMES[0] })).toBeChecked();
  },
  businessMessage: '收藏记录不存在',
  only: ['Success', 'Busy', 'BusinessError', 'NetworkError'],
});
export const DeleteSuccess: Story = remove.DeleteSuccess;
export const DeleteBusy: Story = remove.DeleteBusy;
export const DeleteBusinessError: Story = remove.DeleteBusinessError;
export const DeleteNetworkError: Story = remove.DeleteNetworkError;
