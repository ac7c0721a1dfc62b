import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import OpenShopScreen from '@/screens/openShop/OpenShopScreen';
import { actionStories } from '../../support/actionStories';
import { expectRoute, expectToast } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';

const ROUTE = '/openshop/openshop';
/** Where the screen goes once the submit worked, when it was opened directly. */
const LEAVES_TO = '/home';

/** What the stories type into each field (fill in text the call accepts). */
const TYPED = {
  shopName: 'Shop name typed by the story',
  contactName: 'Contact name typed by the story',
  mobile: 'Mobile typed by the story',
  address: 'Address typed by the story',
  requestNo: 'Request no typed by the story',
};

/** The form's controls, by their labels. */
const fields = (canvas: Canvas, t: StoryText) => ({
  shopName: () => canvas.getByRole('textbox', { name: t('openShop.fields.shopName') }),
  contactName: () => canvas.getByRole('textbox', { name: t('openShop.fields.contactName') }),
  mobile: () => canvas.getByRole('textbox', { name: t('openShop.fields.mobile') }),
  address: () => canvas.getByRole('textbox', { name: t('openShop.fields.address') }),
  requestNo: () => canvas.getByRole('textbox', { name: t('openShop.fields.requestNo') }),
  submit: () => canvas.getByRole('button', { name: t('openShop.submit') }),
});

/** /openshop/openshop: A form that sends openShopApply (OpenShopApplyArg). Fill in what it is for. */
const screen = screenStories({
  component: OpenShopScreen,
  route: ROUTE,
  session: 'buyer',
  docs: { summary: 'A form that sends openShopApply (OpenShopApplyArg). Fill in what it is for.', calls: [catalogue.openShopApply] },
  variants: {
    English: async (canvas, t) => {
      await expect(await canvas.findByRole('form', { name: t('openShop.form') })).toBeVisible();
    },
  },
});

const meta = { title: 'Screens/OpenShop/OpenShop', ...screen.meta } satisfies Meta<typeof OpenShopScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: every field, submit disabled until something is typed. */
export const Success: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const form = fields(canvas, t);
    await expect(await waitFor(() => form.shopName())).toHaveValue('');
    await expect(await waitFor(() => form.contactName())).toHaveValue('');
    await expect(await waitFor(() => form.mobile())).toHaveValue('');
    await expect(await waitFor(() => form.address())).toHaveValue('');
    await expect(await waitFor(() => form.requestNo())).toHaveValue('');
    await expect(form.submit()).toBeDisabled();
  },
};
export const English: Story = screen.English;

/** The submit (openShopApply): every outcome of the call, from one declaration. */
const submit = actionStories({
  name: 'Submit',
  call: catalogue.openShopApply,
  route: ROUTE,
  fill: async (canvas, t) => {
    const form = fields(canvas, t);
    await waitFor(() => expect(form.submit()).toBeVisible());
    await userEvent.type(form.shopName(), TYPED.shopName);
    await userEvent.type(form.contactName(), TYPED.contactName);
    await userEvent.type(form.mobile(), TYPED.mobile);
    await userEvent.type(form.address(), TYPED.address);
    await userEvent.type(form.requestNo(), TYPED.requestNo);
  },
  act: async (canvas, t) => userEvent.click(fields(canvas, t).submit()),
  expectKept: async (canvas, t) => {
    const form = fields(canvas, t);
    await waitFor(() => expect(form.shopName()).toHaveValue(TYPED.shopName));
    await waitFor(() => expect(form.contactName()).toHaveValue(TYPED.contactName));
    await waitFor(() => expect(form.mobile()).toHaveValue(TYPED.mobile));
    await waitFor(() => expect(form.address()).toHaveValue(TYPED.address));
    await waitFor(() => expect(form.requestNo()).toHaveValue(TYPED.requestNo));
    await waitFor(() => expect(form.submit()).toBeEnabled());
  },
  expectBusy: async (canvas, t) => {
    await expect(await canvas.findByRole('button', { name: t('openShop.submitting') })).toBeDisabled();
  },
  expectDone: async (_canvas, t) => {
    await expectRoute(LEAVES_TO);
    await expectToast(t('openShop.done'));
  },
  leavesTo: LEAVES_TO,
});
export const SubmitSuccess: Story = submit.SubmitSuccess;
export const SubmitBusy: Story = submit.SubmitBusy;
export const SubmitBusinessError: Story = submit.SubmitBusinessError;
export const SubmitSessionExpired: Story = submit.SubmitSessionExpired;
export const SubmitForcedOffline: Story = submit.SubmitForcedOffline;
export const SubmitForcedOfflineGotIt: Story = submit.SubmitForcedOfflineGotIt;
export const SubmitNetworkError: Story = submit.SubmitNetworkError;
