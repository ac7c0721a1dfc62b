import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import OpenShopNextScreen from '@/screens/openShop/OpenShopNextScreen';
import { actionStories } from '../../support/actionStories';
import { expectRoute, expectToast } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { type StoryText } from '../../support/text';

const ROUTE = '/openshop/openshop-next';
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
  shopName: () => canvas.getByRole('textbox', { name: t('openShopNext.fields.shopName') }),
  contactName: () => canvas.getByRole('textbox', { name: t('openShopNext.fields.contactName') }),
  mobile: () => canvas.getByRole('textbox', { name: t('openShopNext.fields.mobile') }),
  address: () => canvas.getByRole('textbox', { name: t('openShopNext.fields.address') }),
  requestNo: () => canvas.getByRole('textbox', { name: t('openShopNext.fields.requestNo') }),
  submit: () => canvas.getByRole('button', { name: t('openShopNext.submit') }),
});

/** /openshop/openshop-next: A form that sends openShopApply (OpenShopApplyArg) after loading openShopInfo. Fill in what it is for. */
const screen = screenStories({
  component: OpenShopNextScreen,
  route: ROUTE,
  session: 'buyer',
  docs: { summary: 'A form that sends openShopApply (OpenShopApplyArg) after loading openShopInfo. Fill in what it is for.', calls: [catalogue.openShopApply] },
  scenarios: {
    call: catalogue.openShopInfo,
    expectSuccess: async (canvas, t) => {
      await expect(await canvas.findByRole('form', { name: t('openShopNext.form') })).toBeVisible();
    },
  },
  // the webview widths besides 375 its layout depends on (Success is shot at each): fill in
  widths: [],
  variants: {
    English: async (canvas, t) => {
      await expect(await canvas.findByRole('form', { name: t('openShopNext.form') })).toBeVisible();
    },
  },
});

const meta = { title: 'Screens/OpenShop/OpenShopNext', ...screen.meta } satisfies Meta<typeof OpenShopNextScreen>;
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
    await expect(await canvas.findByRole('button', { name: t('openShopNext.submitting') })).toBeDisabled();
  },
  expectDone: async (_canvas, t) => {
    await expectRoute(LEAVES_TO);
    await expectToast(t('openShopNext.done'));
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
