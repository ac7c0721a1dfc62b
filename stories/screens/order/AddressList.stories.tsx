import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import AddressListScreen from '@/screens/order/address/AddressListScreen';
import { addressBookTestIds } from '@/screens/order/address/AddressBook';
import { db } from '@mocks/db';
import { actionStories, type ActionStoryOptions } from '../../support/actionStories';
import { expectLocation, expectRoute, expectToast, page, patience } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { pullDown } from '../../support/gestures';
import { expectEmptyView, type Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { containing, textOf, type StoryText } from '../../support/text';
import { fields, fillNewAddress } from './addressSteps';
import { answerDialog, heldCall } from './orderSteps';

/**
 * The buyer's address book (/address/address): 林清茶 福州 (default, first), then by last update
 * 林母 厦门 and 林清茶 杭州.
 */
const BOOK_ROUTE = '/address/address';
/** What the address service says when it refuses (the book's load and its changes). */
const BOOK_BUSY = '地址服务繁忙，请稍后再试';

const item = async (canvas: Canvas, addressId: string) => {
  await canvas.findAllByTestId(addressBookTestIds.item);
  const element = document.querySelector<HTMLElement>(`[data-address-id="${addressId}"]`);
  if (!element) throw new Error(`address ${addressId} not shown`);
  return within(element);
};

const order = (canvas: Canvas) => canvas.getAllByTestId(addressBookTestIds.item).map((element) => element.dataset.addressId);

async function expectBook(canvas: Canvas, t: StoryText) {
  await waitFor(() => expect(canvas.getAllByTestId(addressBookTestIds.item)).toHaveLength(3));
  await expect(order(canvas)).toEqual(['addr-1', 'addr-4', 'addr-2']);
  const first = await item(canvas, 'addr-1');
  await expect(first.getByText(t('cart.addressCard.default'))).toBeVisible();
  await expect(first.getByText(t('address.isDefault'))).toBeVisible();
  await expect(first.getByText('福建省福州市鼓楼区 五四路 128 号茶香苑 3 栋 502 室')).toBeVisible();
  await expect((await item(canvas, 'addr-4')).getByText('137****8866')).toBeVisible();
  await expect(canvas.getByRole('button', { name: t('address.add') })).toBeEnabled();
}

const screen = screenStories({
  component: AddressListScreen,
  route: BOOK_ROUTE,
  session: 'buyer',
  docs: {
    summary:
      "The buyer's address book: the default address first with its tag, set default, edit, delete (asks first) and add. Opened from confirm order (`?select=1`), a tap chooses the order's address and goes back.",
    calls: [catalogue.addressUpdate, catalogue.addressDelete],
  },
  scenarios: {
    call: catalogue.addressPage,
    businessMessage: BOOK_BUSY,
    emptyData: { list: [], total: 0, pageNo: 1, pageSize: 20, hasMore: false },
    expectSuccess: expectBook,
    expectEmpty: expectEmptyView('address.emptyTitle', { button: 'address.add', is: 'enabled' }),
  },
  // the action row and the add bar are laid out across the width; 320 is the tightest
  widths: [320],
});

const meta = { title: 'Screens/Order/AddressList', ...screen.meta } satisfies Meta<typeof AddressListScreen>;
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

/** 林母's set-default or delete button (林母, addr-4, is second in the book and not the default). */
const motherButton = async (canvas: Canvas, t: StoryText, key: 'address.setDefaultOf' | 'address.deleteOf') =>
  (await item(canvas, 'addr-4')).getByRole('button', { name: t(key, { name: '林母' }) });

const tapDeleteMother = async (canvas: Canvas, t: StoryText) => userEvent.click(await motherButton(canvas, t, 'address.deleteOf'));

/** The dialog delete asks in, naming 林母's address (nothing is deleted yet). */
async function deleteDialog(t: StoryText) {
  const dialog = await page().findByRole('dialog');
  await expect(dialog).toHaveTextContent(t('address.deleteTitle'));
  await expect(dialog).toHaveTextContent(containing('福建省厦门市思明区 鹭江道 8 号'));
  await expect(db.addresses.some((address) => address.id === 'addr-4')).toBe(true);
  return dialog;
}

/** The book as seeded, its buttons taking taps again. */
async function expectBookUnchanged(canvas: Canvas, t: StoryText) {
  await waitFor(() => expect(order(canvas)).toEqual(['addr-1', 'addr-4', 'addr-2']));
  await waitFor(async () => expect(await motherButton(canvas, t, 'address.deleteOf')).toBeEnabled());
}

/** While a change runs, the book's buttons wait: no second change. */
const expectChanging = async (canvas: Canvas, t: StoryText) => {
  await waitFor(async () => expect(await motherButton(canvas, t, 'address.deleteOf')).toBeDisabled());
  await expect((await item(canvas, 'addr-2')).getByRole('button', { name: t('address.setDefaultOf', { name: '林清茶' }) })).toBeDisabled();
};

/**
 * A change to the book (林母's address made the default, or deleted): the book's buttons wait while
 * it runs; refused or unanswered, the book stays as seeded.
 */
function bookChange<Name extends string, Arg, Result>(options: Omit<ActionStoryOptions<Name, Arg, Result>, 'route' | 'expectKept' | 'expectBusy' | 'businessMessage'>) {
  return actionStories({ ...options, route: BOOK_ROUTE, expectKept: expectBookUnchanged, expectBusy: expectChanging, businessMessage: BOOK_BUSY });
}

/** 林母 made the default: first, with the tag; the failures are the delete's below (the same change, the same words). */
const setDefault = bookChange({
  name: 'SetDefault',
  call: catalogue.addressUpdate,
  act: async (canvas, t) => userEvent.click(await motherButton(canvas, t, 'address.setDefaultOf')),
  expectDone: async (canvas, t) => {
    await expectToast(t('address.defaultSet'));
    // the new default first, then by last update (杭州 2026-06 before 福州 2025-03)
    await waitFor(() => expect(order(canvas)).toEqual(['addr-4', 'addr-2', 'addr-1']));
    await expect((await item(canvas, 'addr-4')).getByText(t('address.isDefault'))).toBeVisible();
    await expect((await item(canvas, 'addr-1')).getByRole('button', { name: t('address.setDefaultOf', { name: '林清茶' }) })).toBeEnabled();
    await expect(db.addresses.find((address) => address.id === 'addr-4')?.isDefault).toBe(1);
  },
  only: ['Success', 'Busy', 'BusinessError'],
});
export const SetDefaultSuccess: Story = setDefault.SetDefaultSuccess;
export const SetDefaultBusy: Story = setDefault.SetDefaultBusy;
export const SetDefaultBusinessError: Story = setDefault.SetDefaultBusinessError;

/** Delete asks first (the dialog names the address); confirmed, the address leaves the book. */
const remove = bookChange({
  name: 'Delete',
  call: catalogue.addressDelete,
  act: tapDeleteMother,
  confirm: async (_canvas, t) => answerDialog(await deleteDialog(t), t('address.deleteConfirm')),
  expectDone: async (canvas, t) => {
    await expectToast(t('address.deleted'));
    await waitFor(() => expect(order(canvas)).toEqual(['addr-1', 'addr-2']));
    await expect(db.addresses.some((address) => address.id === 'addr-4')).toBe(false);
  },
});
export const DeleteSuccess: Story = remove.DeleteSuccess;
export const DeleteBusy: Story = remove.DeleteBusy;
export const DeleteBusinessError: Story = remove.DeleteBusinessError;
export const DeleteSessionExpired: Story = remove.DeleteSessionExpired;
export const DeleteForcedOffline: Story = remove.DeleteForcedOffline;
export const DeleteForcedOfflineGotIt: Story = remove.DeleteForcedOfflineGotIt;
export const DeleteNetworkError: Story = remove.DeleteNetworkError;

/** Cancelling the dialog keeps the address. */
export const DeleteCancelledKeeps: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await tapDeleteMother(canvas, t);
    await answerDialog(await deleteDialog(t), t('address.cancel'));
    await expectBookUnchanged(canvas, t);
    await expect(db.addresses.some((address) => address.id === 'addr-4')).toBe(true);
  },
};

/** Choice mode (from confirm order): radios, the address chosen for the order marked (here 杭州, chosen before). */
export const ChooseMarksChosen: Story = {
  parameters: { route: '/address/address?select=1' },
  beforeEach: () => {
    window.sessionStorage.setItem('tm.checkoutAddressId', 'addr-2');
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByRole('heading', { name: t('address.chooseTitle') })).toBeVisible();
    const radios = await canvas.findAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await expect((await item(canvas, 'addr-2')).getByRole('radio')).toBeChecked();
    await expect((await item(canvas, 'addr-1')).getByRole('radio')).not.toBeChecked();
    // no set-default or delete row while choosing
    await expect(canvas.queryByRole('button', { name: t('address.deleteOf', { name: '林母' }) })).toBeNull();
  },
};

/** A tap in the book that opens the address form at `location`. */
const opensForm = (button: (canvas: Canvas, t: StoryText) => Promise<HTMLElement>, location: string): Story => ({
  parameters: endsOn('/address/editaddress'),
  play: async ({ canvas, globals }) => {
    await userEvent.click(await button(canvas, textOf(globals)));
    await expectRoute('/address/editaddress');
    await expectLocation(location);
  },
});

/** Add opens the empty form. */
export const AddOpensForm: Story = opensForm((canvas, t) => canvas.findByRole('button', { name: t('address.add') }), '/address/editaddress');

/** Edit opens the form on that address. */
export const EditOpensForm: Story = opensForm(
  async (canvas, t) => (await item(canvas, 'addr-4')).getByRole('button', { name: t('cart.addressCard.editOf', { name: '林母' }) }),
  '/address/editaddress?addressId=addr-4',
);

/** Flows that start on confirm order (the app's own screens) and end back on it. */
const ORDER_ROUTE = '/shoppingCart/confirmOrder?cartIds=cart-3001,cart-3002';
const FROM_ORDER = { route: ORDER_ROUTE, mountStory: false, ...endsOn('/shoppingCart/confirmOrder') };

/**
 * The round trip from confirm order: tap the address, choose 林母 in the book, and the order is
 * back with 林母's address (the remark typed before is still there).
 */
export const ChooseReturnsToConfirmOrder: Story = {
  parameters: FROM_ORDER,
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const remark = await canvas.findByRole('textbox', { name: t('cart.remark') });
    await userEvent.type(remark, '请用礼盒包装');
    await userEvent.click(canvas.getByRole('button', { name: t('cart.chooseAddress') }));
    await expectRoute('/address/address');
    await userEvent.click((await item(canvas, 'addr-4')).getByRole('radio'));
    await expectRoute('/shoppingCart/confirmOrder');
    await expectLocation(ORDER_ROUTE);
    await expect(await canvas.findByText('福建省厦门市思明区 鹭江道 8 号海景公寓 12 楼 1203 室')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('cart.remark') })).toHaveValue('请用礼盒包装');
  },
};

/**
 * From confirm order, the book in choice mode, then a new address: once saved, the order is back
 * (past the book) with the new address as its address.
 */
export const ChooseAddsNewForOrder: Story = {
  parameters: FROM_ORDER,
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('cart.chooseAddress') }));
    await expectRoute('/address/address');
    await userEvent.click(await canvas.findByRole('button', { name: t('address.add') }));
    await expectRoute('/address/editaddress');
    await expectLocation('/address/editaddress?select=1');
    await fillNewAddress(canvas, t, globals, { receiver: '林小茶', mobile: '13912345678', region: ['浙江省', '杭州市', '西湖区'], detail: '龙井村 18 号茶农小院' });
    await userEvent.click(fields(canvas, t).save());
    await expectRoute('/shoppingCart/confirmOrder');
    await expectLocation(ORDER_ROUTE);
    await expect(await canvas.findByText('浙江省杭州市西湖区 龙井村 18 号茶农小院')).toBeVisible();
  },
};

/** A buyer with no address adds one from confirm order: saved, the order ships to it. */
export const FirstAddressFromOrder: Story = {
  parameters: FROM_ORDER,
  beforeEach: () => {
    db.addresses = db.addresses.filter((address) => address.memberId !== 'm-10086');
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: containing(t('cart.addAddress')) }));
    await expectRoute('/address/editaddress');
    await fillNewAddress(canvas, t, globals, {
      receiver: '林清茶',
      mobile: '138 0013 8000',
      pasteMobile: true,
      region: ['福建省', '福州市', '鼓楼区'],
      detail: '五四路 128 号茶香苑 3 栋 502 室',
    });
    await userEvent.click(fields(canvas, t).save());
    await expectRoute('/shoppingCart/confirmOrder');
    await expect(await canvas.findByText('福建省福州市鼓楼区 五四路 128 号茶香苑 3 栋 502 室')).toBeVisible();
    // the first address is the default one
    await expect(db.addresses.find((address) => address.memberId === 'm-10086')?.isDefault).toBe(1);
  },
};

const bookCalls = heldCall(catalogue.addressPage);

/** Pulling the book down asks for it again; the addresses stay on screen meanwhile. */
export const PullRefreshes: Story = {
  parameters: { msw: { handlers: { scenario: [bookCalls.handler] } } },
  play: async ({ canvas }) => {
    await canvas.findAllByTestId(addressBookTestIds.item);
    const before = bookCalls.sent();
    await pullDown(canvas.getAllByTestId(addressBookTestIds.item)[0]!);
    await waitFor(() => expect(bookCalls.sent()).toBe(before + 1));
    await expect(order(canvas)).toEqual(['addr-1', 'addr-4', 'addr-2']);
    await waitFor(() => expect(document.querySelector('[data-testid="pull-to-refresh-head"]')?.getBoundingClientRect().height ?? 0).toBe(0), patience(3000));
  },
};
