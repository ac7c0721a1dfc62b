import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import EditAddressScreen from '@/screens/order/address/EditAddressScreen';
import { addressDraftKey } from '@/screens/order/address/addressForm';
import { writeDraft } from '@/platform/formDraft';
import { db } from '@mocks/db';
import { actionStories, type ActionStoryOptions } from '../../support/actionStories';
import { expectLocation, expectRoute, expectToast, page } from '../../support/assertions';
import { expectEmptyView, type Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';
import { fields, fillNewAddress } from './addressSteps';

/** Editing 林母's address (addr-4: 13705918866, 福建省 厦门市 思明区, 鹭江道 8 号海景公寓 12 楼 1203 室). */
const EDIT_ROUTE = '/address/editaddress?addressId=addr-4';
const ADD_ROUTE = '/address/editaddress';

async function expectFilled(canvas: Canvas, t: StoryText) {
  const form = fields(canvas, t);
  await waitFor(() => expect(form.receiver()).toHaveValue('林母'));
  await expect(form.mobile()).toHaveValue('13705918866');
  await expect(form.region()).toHaveTextContent('福建省 厦门市 思明区');
  await expect(form.detail()).toHaveValue('鹭江道 8 号海景公寓 12 楼 1203 室');
  await expect(canvas.getByRole('switch', { name: t('address.makeDefault') })).not.toBeChecked();
}

const screen = screenStories({
  component: EditAddressScreen,
  route: EDIT_ROUTE,
  session: 'buyer',
  docs: {
    summary:
      'Add or edit a delivery address: name, mobile, region (cascade of the stored regions), street address and the default switch; each rule says what is wrong at its field, and what was typed is kept until the save succeeds.',
    calls: [catalogue.addressAdd, catalogue.addressUpdate, catalogue.queryCityArea],
  },
  scenarios: {
    call: catalogue.addressGet,
    businessMessage: '收货地址不存在',
    // the server found no such address: no data
    emptyData: null as never,
    expectSuccess: async (canvas, t) => {
      await expect(await canvas.findByRole('heading', { name: t('address.editTitle') })).toBeVisible();
      await expectFilled(canvas, t);
    },
    expectEmpty: expectEmptyView('address.notFoundTitle', { button: 'address.backToList', is: 'visible' }),
  },
  // label column and inputs share the row: 320 is the tightest
  widths: [320],
});

const meta = { title: 'Screens/Order/EditAddress', ...screen.meta } satisfies Meta<typeof EditAddressScreen>;
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

/** A new address: the empty form with its placeholders. */
export const NewAddress: Story = {
  parameters: { route: ADD_ROUTE },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByRole('heading', { name: t('address.addTitle') })).toBeVisible();
    await expect(fields(canvas, t).receiver()).toHaveValue('');
    await expect(fields(canvas, t).region()).toHaveTextContent(t('address.regionPlaceholder'));
  },
};

/** Saving an empty name, a 10-digit mobile, no region and no street: each field says what is wrong, nothing is sent. */
export const ValidationErrors: Story = {
  parameters: { route: ADD_ROUTE },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const form = fields(canvas, t);
    const before = db.addresses.length;
    await userEvent.type(await waitFor(() => form.mobile()), '1380013800');
    await userEvent.click(form.save());
    await expect(await canvas.findByText(t('address.validation.receiverRequired'))).toBeVisible();
    await expect(canvas.getByText(t('address.validation.mobileInvalid'))).toBeVisible();
    await expect(canvas.getByText(t('address.validation.regionRequired'))).toBeVisible();
    await expect(canvas.getByText(t('address.validation.detailRequired'))).toBeVisible();
    await expect(form.mobile()).toHaveAttribute('aria-invalid', 'true');
    await expect(db.addresses.length).toBe(before);
    window.scrollTo(0, 0);
  },
};

/** A number pasted with spaces or +86 is kept as its 11 digits. */
export const PastedMobile: Story = {
  parameters: { route: ADD_ROUTE },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const mobile = await waitFor(() => fields(canvas, t).mobile());
    await userEvent.click(mobile);
    await userEvent.paste('+86 138 0013 8000');
    await expect(mobile).toHaveValue('13800138000');
    await userEvent.tab();
    await expect(canvas.queryByText(t('address.validation.mobileInvalid'))).toBeNull();
  },
};

const NEW_STREET = '鼓浪屿龙头路 18 号';

/** On 林母's address, once it has loaded: a new street typed over the old one. */
async function changeStreet(canvas: Canvas, t: StoryText) {
  const form = fields(canvas, t);
  await waitFor(() => expect(form.receiver()).toHaveValue('林母'));
  await userEvent.clear(form.detail());
  await userEvent.type(form.detail(), NEW_STREET);
}

/**
 * A save of the form: tapped, the button busy (保存中) while it runs; saved, back on the book (up to
 * 3 s on a busy machine) with the toast travelling with the page, then `expectDone` checks what the
 * server stored.
 */
function saveToBook<Name extends string, Arg, Result>(options: Omit<ActionStoryOptions<Name, Arg, Result>, 'act' | 'expectBusy' | 'leavesTo'>) {
  return actionStories({
    ...options,
    act: async (canvas, t) => userEvent.click(fields(canvas, t).save()),
    expectBusy: async (canvas, t) => {
      await expect(await canvas.findByRole('button', { name: t('address.saving') })).toBeDisabled();
    },
    expectDone: async (canvas, t, globals) => {
      await expectRoute('/address/address');
      await expectToast(t('address.saved'));
      await options.expectDone(canvas, t, globals);
    },
    leavesTo: '/address/address',
  });
}

/** A new address: region from the cascade; saved (a second tap while busy sends nothing), then back to the book. */
const add = saveToBook({
  name: 'Add',
  call: catalogue.addressAdd,
  route: ADD_ROUTE,
  fill: (canvas, t, globals) =>
    fillNewAddress(canvas, t, globals, { receiver: '林小茶', mobile: '13912345678', region: ['福建省', '泉州市', '安溪县'], detail: '城厢镇茶都大道 99 号' }),
  expectDone: async () => {
    const saved = db.addresses.find((address) => address.receiver === '林小茶');
    await expect(saved).toMatchObject({ mobile: '13912345678', regionName: '安溪县', cityName: '泉州市', detail: '城厢镇茶都大道 99 号' });
  },
  // the failures are the save's below: the same form, the same words
  only: ['Success', 'Busy'],
});
export const AddSuccess: Story = add.AddSuccess;
export const AddBusy: Story = add.AddBusy;

/** Saving 林母's address with a new street: every outcome of the update call, from one declaration. */
const save = saveToBook({
  name: 'Save',
  call: catalogue.addressUpdate,
  route: EDIT_ROUTE,
  fill: changeStreet,
  expectKept: async (canvas, t) => {
    const form = fields(canvas, t);
    await waitFor(() => expect(form.detail()).toHaveValue(NEW_STREET));
    await expect(form.receiver()).toHaveValue('林母');
    await waitFor(() => expect(form.save()).toBeEnabled());
  },
  expectDone: async () => {
    await expect(db.addresses.find((address) => address.id === 'addr-4')?.detail).toBe(NEW_STREET);
  },
  businessMessage: '该地址暂不支持配送',
});
export const SaveSuccess: Story = save.SaveSuccess;
export const SaveBusy: Story = save.SaveBusy;
export const SaveBusinessError: Story = save.SaveBusinessError;
export const SaveSessionExpired: Story = save.SaveSessionExpired;
export const SaveForcedOffline: Story = save.SaveForcedOffline;
export const SaveForcedOfflineGotIt: Story = save.SaveForcedOfflineGotIt;
export const SaveNetworkError: Story = save.SaveNetworkError;

/** Back on a changed form: 放弃修改？ first; 继续编辑 keeps everything (the dialog is the last frame). */
export const DiscardChangesAsks: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await changeStreet(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('header.back') }));
    const dialog = await page().findByRole('dialog');
    await expect(dialog).toHaveTextContent(t('form.discardTitle'));
    await expect(within(dialog).getByRole('button', { name: t('form.keepEditing') })).toBeVisible();
    await expectLocation(EDIT_ROUTE);
    await expect(fields(canvas, t).detail()).toHaveValue(NEW_STREET);
  },
};

/** Back after logging in: the form opens on the draft, not on the saved address. */
export const DraftRestored: Story = {
  beforeEach: () => {
    const region = { provinceId: 350000, provinceName: '福建省', cityId: 350200, cityName: '厦门市', regionId: 350203, regionName: '思明区' };
    writeDraft(addressDraftKey('addr-4'), { receiver: '林母', mobile: '13705918866', region, detail: NEW_STREET, isDefault: true });
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const form = fields(canvas, t);
    await waitFor(() => expect(form.detail()).toHaveValue('鼓浪屿龙头路 18 号'));
    await expect(canvas.getByRole('switch', { name: t('address.makeDefault') })).toBeChecked();
  },
};
