import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import AddressListScreen from '@/screens/order/address/AddressListScreen';
import { addressBookTestIds } from '@/screens/order/address/AddressBook';
import { db } from '@mocks/db';
import { anyOrigin } from '@mocks/envelope';
import { currentLocation, expectLocation, expectRoute, expectToast, page, patience } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { pullDown } from '../../support/gestures';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { containing, textOf, type StoryText } from '../../support/text';
import { fields, pickRegion } from './addressSteps';

/**
 * The buyer's address book (/address/address): 林清茶 福州 (default, first), then by last update
 * 林母 厦门 and 林清茶 杭州.
 */
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
  route: '/address/address',
  session: 'buyer',
  docs: {
    summary:
      "The buyer's address book: the default address first with its tag, set default, edit, delete (asks first) and add. Opened from confirm order (`?select=1`), a tap chooses the order's address and goes back.",
    calls: [catalogue.addressUpdate, catalogue.addressDelete],
  },
  scenarios: {
    call: catalogue.addressPage,
    businessMessage: '地址服务繁忙，请稍后再试',
    emptyData: { list: [], total: 0, pageNo: 1, pageSize: 20, hasMore: false },
    expectSuccess: expectBook,
    expectEmpty: async (canvas, t) => {
      await expect(await canvas.findByText(t('address.emptyTitle'))).toBeVisible();
      await expect(canvas.getByRole('button', { name: t('address.add') })).toBeEnabled();
    },
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

/** The server takes a moment: the buttons wait (no second change), then 林母 is the default, first, with the tag. */
export const SetDefaultBusyThenDone: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.all(anyOrigin(catalogue.addressUpdate.path), async () => {
            await delay(600); // then the default handler answers
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const mother = await item(canvas, 'addr-4');
    await userEvent.click(mother.getByRole('button', { name: t('address.setDefaultOf', { name: '林母' }) }));
    await waitFor(() => expect(mother.getByRole('button', { name: t('address.deleteOf', { name: '林母' }) })).toBeDisabled());
    await expectToast(t('address.defaultSet'));
    // the new default first, then by last update (杭州 2026-06 before 福州 2025-03)
    await waitFor(() => expect(order(canvas)).toEqual(['addr-4', 'addr-2', 'addr-1']));
    await expect((await item(canvas, 'addr-4')).getByText(t('address.isDefault'))).toBeVisible();
    await expect((await item(canvas, 'addr-1')).getByRole('button', { name: t('address.setDefaultOf', { name: '林清茶' }) })).toBeEnabled();
    await expect(db.addresses.find((address) => address.id === 'addr-4')?.isDefault).toBe(1);
  },
};

/** Delete asks first (the dialog names the address); confirmed, the address leaves the book. */
export const DeleteAsksThenDeletes: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const mother = await item(canvas, 'addr-4');
    await userEvent.click(mother.getByRole('button', { name: t('address.deleteOf', { name: '林母' }) }));
    const dialog = await page().findByRole('dialog');
    await expect(dialog).toHaveTextContent(t('address.deleteTitle'));
    await expect(dialog).toHaveTextContent(containing('福建省厦门市思明区 鹭江道 8 号'));
    // nothing is deleted before the user confirms
    await expect(db.addresses.some((address) => address.id === 'addr-4')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: t('address.deleteConfirm') }));
    await expectToast(t('address.deleted'));
    await waitFor(() => expect(order(canvas)).toEqual(['addr-1', 'addr-2']));
    await expect(db.addresses.some((address) => address.id === 'addr-4')).toBe(false);
  },
};

/** Cancelling the dialog keeps the address. */
export const DeleteCancelledKeeps: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const mother = await item(canvas, 'addr-4');
    await userEvent.click(mother.getByRole('button', { name: t('address.deleteOf', { name: '林母' }) }));
    const dialog = await page().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('address.cancel') }));
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
    await expect(order(canvas)).toEqual(['addr-1', 'addr-4', 'addr-2']);
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

/** Add opens the empty form. */
export const AddOpensForm: Story = {
  parameters: endsOn('/address/editaddress'),
  play: async ({ canvas, globals }) => {
    await userEvent.click(await canvas.findByRole('button', { name: textOf(globals)('address.add') }));
    await expectRoute('/address/editaddress');
    await expectLocation('/address/editaddress');
  },
};

/** Edit opens the form on that address. */
export const EditOpensForm: Story = {
  parameters: endsOn('/address/editaddress'),
  play: async ({ canvas, globals }) => {
    const mother = await item(canvas, 'addr-4');
    await userEvent.click(mother.getByRole('button', { name: textOf(globals)('cart.addressCard.editOf', { name: '林母' }) }));
    await expect(await waitFor(() => currentLocation())).toBe('/address/editaddress?addressId=addr-4');
  },
};

/**
 * The round trip from confirm order: tap the address, choose 林母 in the book, and the order is
 * back with 林母's address (the remark typed before is still there).
 */
export const ChooseReturnsToConfirmOrder: Story = {
  parameters: { route: '/shoppingCart/confirmOrder?cartIds=cart-3001,cart-3002', mountStory: false, ...endsOn('/shoppingCart/confirmOrder') },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const remark = await canvas.findByRole('textbox', { name: t('cart.remark') });
    await userEvent.type(remark, '请用礼盒包装');
    await userEvent.click(canvas.getByRole('button', { name: t('cart.chooseAddress') }));
    await expectRoute('/address/address');
    await userEvent.click((await item(canvas, 'addr-4')).getByRole('radio'));
    await expectRoute('/shoppingCart/confirmOrder');
    await expectLocation('/shoppingCart/confirmOrder?cartIds=cart-3001,cart-3002');
    await expect(await canvas.findByText('福建省厦门市思明区 鹭江道 8 号海景公寓 12 楼 1203 室')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('cart.remark') })).toHaveValue('请用礼盒包装');
  },
};

/**
 * From confirm order, the book in choice mode, then a new address: once saved, the order is back
 * (past the book) with the new address as its address.
 */
export const ChooseAddsNewForOrder: Story = {
  parameters: { route: '/shoppingCart/confirmOrder?cartIds=cart-3001,cart-3002', mountStory: false, ...endsOn('/shoppingCart/confirmOrder') },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('cart.chooseAddress') }));
    await expectRoute('/address/address');
    await userEvent.click(await canvas.findByRole('button', { name: t('address.add') }));
    await expectRoute('/address/editaddress');
    await expectLocation('/address/editaddress?select=1');
    const form = fields(canvas, t);
    await userEvent.type(await waitFor(() => form.receiver()), '林小茶');
    await userEvent.type(form.mobile(), '13912345678');
    await pickRegion(canvas, t, globals, ['浙江省', '杭州市', '西湖区']);
    await userEvent.type(form.detail(), '龙井村 18 号茶农小院');
    await userEvent.click(form.save());
    await expectRoute('/shoppingCart/confirmOrder');
    await expectLocation('/shoppingCart/confirmOrder?cartIds=cart-3001,cart-3002');
    await expect(await canvas.findByText('浙江省杭州市西湖区 龙井村 18 号茶农小院')).toBeVisible();
  },
};

/** A buyer with no address adds one from confirm order: saved, the order ships to it. */
export const FirstAddressFromOrder: Story = {
  parameters: { route: '/shoppingCart/confirmOrder?cartIds=cart-3001,cart-3002', mountStory: false, ...endsOn('/shoppingCart/confirmOrder') },
  beforeEach: () => {
    db.addresses = db.addresses.filter((address) => address.memberId !== 'm-10086');
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: containing(t('cart.addAddress')) }));
    await expectRoute('/address/editaddress');
    const form = fields(canvas, t);
    await userEvent.type(await waitFor(() => form.receiver()), '林清茶');
    await userEvent.click(form.mobile());
    await userEvent.paste('138 0013 8000');
    await pickRegion(canvas, t, globals, ['福建省', '福州市', '鼓楼区']);
    await userEvent.type(form.detail(), '五四路 128 号茶香苑 3 栋 502 室');
    await userEvent.click(form.save());
    await expectRoute('/shoppingCart/confirmOrder');
    await expect(await canvas.findByText('福建省福州市鼓楼区 五四路 128 号茶香苑 3 栋 502 室')).toBeVisible();
    // the first address is the default one
    await expect(db.addresses.find((address) => address.memberId === 'm-10086')?.isDefault).toBe(1);
  },
};

let bookCalls = 0;

/** Pulling the book down asks for it again; the addresses stay on screen meanwhile. */
export const PullRefreshes: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.all(anyOrigin(catalogue.addressPage.path), () => {
            bookCalls += 1; // counted, then the default handler answers
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findAllByTestId(addressBookTestIds.item);
    const before = bookCalls;
    await pullDown(canvas.getAllByTestId(addressBookTestIds.item)[0]!);
    await waitFor(() => expect(bookCalls).toBe(before + 1));
    await expect(order(canvas)).toEqual(['addr-1', 'addr-4', 'addr-2']);
    await waitFor(() => expect(document.querySelector('[data-testid="pull-to-refresh-head"]')?.getBoundingClientRect().height ?? 0).toBe(0), patience(3000));
  },
};
