import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import AutographScreen, { autographTestIds } from '@/screens/contract/AutographScreen';
import { contractTestIds } from '@/screens/contract/ContractScreen';
import { anyOrigin } from '@mocks/envelope';
import { actionStories } from '../../support/actionStories';
import { expectRoute, expectToast } from '../../support/assertions';
import { callCounter } from '../../support/handlers';
import { expectEmptyView, type Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';
import { expectDrawingKept, inkOf, padOf, sign, submitButton, TICK } from './signatureSteps';

const ROUTE = '/contractSigning/autograph';
/** Opened directly, the pad goes back to the contract page once signed. */
const LEAVES_TO = '/contractSigning/index';
/** The tea house signs; SessionExpired logs it in again. */
const AGENT = { mobile: '13900139000' };

/** The pad, blank: the landscape hint, the placeholder, nothing to undo or clear yet. */
async function expectBlankPad(canvas: Canvas, t: StoryText) {
  const pad = await padOf(canvas);
  await expect(pad).toHaveAccessibleName(t('autograph.pad'));
  await expect(canvas.getByTestId(autographTestIds.landscape)).toHaveTextContent(t('autograph.landscape'));
  await expect(canvas.getByText(t('autograph.placeholder'))).toBeVisible();
  await expect(canvas.getByRole('button', { name: t('autograph.undo') })).toBeDisabled();
  await expect(canvas.getByRole('button', { name: t('autograph.clear') })).toBeDisabled();
  await expect(submitButton(canvas, t)).toBeEnabled();
  // drawn at the device pixel ratio, and the page does not scroll under the finger
  await waitFor(() => expect(pad.width).toBe(Math.round(pad.clientWidth * Math.max(1, window.devicePixelRatio))));
  await expect(getComputedStyle(pad).touchAction).toBe('none');
}

/** Back on the contract page, which now shows the contract signed, with the drawn signature. */
async function expectSignedContract(canvas: Canvas, t: StoryText) {
  await expectRoute(LEAVES_TO);
  await expectToast(t('autograph.done'));
  const state = await canvas.findByTestId(contractTestIds.state);
  await waitFor(() => expect(state).toHaveTextContent(t('contract.signed')));
  const signature = canvas.getByTestId(contractTestIds.signature);
  const image = within(signature).getByRole('img');
  await expect(image).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
  await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  await expect(canvas.queryByRole('button', { name: t('contract.sign') })).toBeNull();
}

const screen = screenStories({
  component: AutographScreen,
  route: ROUTE,
  session: 'agent',
  docs: {
    summary:
      'The member signs their contract by hand on a canvas (signature_pad): landscape hint, undo, clear, an empty or too-short signature refused, drawn at the device pixel ratio and redrawn after a resize; the PNG is uploaded (uploadImageByCompress, bizType signature), then signContract sends its URL and the contract shows as signed.',
    calls: [catalogue.uploadImageByCompress, catalogue.signContract],
  },
  scenarios: {
    call: catalogue.getMemberContract,
    businessMessage: '合同服务暂不可用，请稍后再试',
    emptyData: null,
    expectSuccess: expectBlankPad,
    expectEmpty: expectEmptyView('contract.emptyTitle'),
  },
  // the three buttons share one row: 320 is the tightest
  widths: [320],
});

const meta = { title: 'Screens/Contract/Autograph', ...screen.meta } satisfies Meta<typeof AutographScreen>;
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

const uploads = callCounter(catalogue.uploadImageByCompress.path);

/** 确认签署 on a blank pad: refused with a message, nothing uploaded. */
export const EmptyRefused: Story = {
  parameters: { msw: { handlers: { scenario: [uploads.handler] } } },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    uploads.seen = 0;
    await expectBlankPad(canvas, t);
    await userEvent.click(submitButton(canvas, t));
    await expect(await canvas.findByTestId(autographTestIds.refusal)).toHaveTextContent(t('autograph.empty'));
    await expect(uploads.seen).toBe(0);
  },
};

/** A short tick is ink, but not a signature: refused with a message, nothing uploaded. */
export const TooShortRefused: Story = {
  parameters: { msw: { handlers: { scenario: [uploads.handler] } } },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    uploads.seen = 0;
    const pad = await sign(canvas, t, TICK);
    await expect(inkOf(pad)).toBeGreaterThan(0);
    await userEvent.click(submitButton(canvas, t));
    await expect(await canvas.findByTestId(autographTestIds.refusal)).toHaveTextContent(t('autograph.tooShort'));
    await expect(uploads.seen).toBe(0);
  },
};

/** Undo takes back the last stroke (the flourish) and leaves the name. */
export const Undo: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const pad = await sign(canvas, t);
    const written = inkOf(pad);
    await userEvent.click(canvas.getByRole('button', { name: t('autograph.undo') }));
    await waitFor(() => expect(inkOf(pad)).toBeLessThan(written));
    await expect(inkOf(pad)).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: t('autograph.undo') })).toBeEnabled();
  },
};

/** Clear wipes the pad: blank again, with the placeholder. */
export const Clear: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const pad = await sign(canvas, t);
    await userEvent.click(canvas.getByRole('button', { name: t('autograph.clear') }));
    await waitFor(() => expect(inkOf(pad)).toBe(0));
    await expect(canvas.getByText(t('autograph.placeholder'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('autograph.undo') })).toBeDisabled();
  },
};

/**
 * The pad changes size (a rotation, a resize): its backing store is made again at the device pixel
 * ratio, which wipes a canvas, and the strokes are redrawn fitted to the new box.
 */
export const ResizeKeepsDrawing: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const pad = await sign(canvas, t);
    const frame = pad.parentElement;
    if (!frame) throw new Error('the pad has no frame');
    const before = pad.height;
    frame.style.flex = 'none';
    frame.style.height = '220px';
    await waitFor(() => expect(pad.height).not.toBe(before));
    // the new box, at the device pixel ratio
    await expect(pad.clientHeight).toBeLessThanOrEqual(220);
    await expect(pad.height).toBe(Math.round(pad.clientHeight * Math.max(1, window.devicePixelRatio)));
    await expectDrawingKept(canvas, t);
  },
};

/** The sign call: every outcome, from one declaration; the drawing is what the failures keep. */
const signing = actionStories({
  name: 'Sign',
  call: catalogue.signContract,
  route: ROUTE,
  fill: async (canvas, t) => {
    await sign(canvas, t);
  },
  act: async (canvas, t) => userEvent.click(submitButton(canvas, t)),
  expectKept: expectDrawingKept,
  expectBusy: async (canvas, t) => {
    await expect(await canvas.findByRole('button', { name: t('autograph.submitting') })).toBeDisabled();
  },
  expectDone: expectSignedContract,
  leavesTo: LEAVES_TO,
  logIn: AGENT,
});
export const SignSuccess: Story = signing.SignSuccess;
export const SignBusy: Story = signing.SignBusy;
export const SignBusinessError: Story = signing.SignBusinessError;
export const SignSessionExpired: Story = signing.SignSessionExpired;
export const SignForcedOffline: Story = signing.SignForcedOffline;
export const SignForcedOfflineGotIt: Story = signing.SignForcedOfflineGotIt;
export const SignNetworkError: Story = signing.SignNetworkError;

/** The upload of the PNG: refused by the server, or no answer then a retry that goes through. */
const uploading = actionStories({
  name: 'Upload',
  call: catalogue.uploadImageByCompress,
  route: ROUTE,
  only: ['BusinessError', 'NetworkError'],
  businessMessage: '图片上传失败，请稍后重试',
  fill: async (canvas, t) => {
    await sign(canvas, t);
  },
  act: async (canvas, t) => userEvent.click(submitButton(canvas, t)),
  expectKept: expectDrawingKept,
  expectBusy: async (canvas, t) => {
    await expect(submitButton(canvas, t)).toBeDisabled();
  },
  expectDone: expectSignedContract,
  leavesTo: LEAVES_TO,
});
export const UploadBusinessError: Story = uploading.UploadBusinessError;
export const UploadNetworkError: Story = uploading.UploadNetworkError;

/** The upload finds no network: the drawing stays on the pad and the button offers to try again. */
export const UploadFailureKeepsDrawing: Story = {
  parameters: {
    allowConsoleErrors: ['net::ERR_FAILED'],
    msw: { handlers: { scenario: [http.all(anyOrigin(catalogue.uploadImageByCompress.path), () => Response.error())] } },
  },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await sign(canvas, t);
    await userEvent.click(submitButton(canvas, t));
    await expectToast(t('state.networkError'));
    await expect(await canvas.findByRole('button', { name: t('autograph.retry') })).toBeEnabled();
    await expectDrawingKept(canvas, t);
    await expectRoute(ROUTE);
  },
};

