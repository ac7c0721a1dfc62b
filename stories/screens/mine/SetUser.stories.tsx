import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import SetUserScreen from '@/screens/mine/SetUserScreen';
import { db } from '@mocks/db';
import { UPLOADED_IMAGE } from '@mocks/handlers/common';
import { actionStories } from '../../support/actionStories';
import { expectRoute, expectToast, findOpenSheet, page, patience } from '../../support/assertions';
import { endsOn } from '../../support/flows';
import { failingUploads } from '../../support/orderStory';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { textOf, type StoryText } from '../../support/text';

const ROUTE = '/mine/setUser';
const BUYER_ID = 'm-10086';
const buyer = () => db.members.find((member) => member.memberId === BUYER_ID);

/** A row of the profile by its label. */
const row = (canvas: Canvas, label: string) => canvas.getByRole('button', { name: new RegExp(`^${label}`) });

/** The seeded buyer's rows: 林清茶, 男, 1992-06-18, 一杯清茶，半日浮生. */
async function expectProfile(canvas: Canvas, t: StoryText) {
  await expect(await canvas.findByTestId('set-user-content')).toBeVisible();
  await expect(row(canvas, t('setUser.nickname'))).toHaveTextContent('林清茶');
  await expect(row(canvas, t('setUser.gender'))).toHaveTextContent(t('mineProfile.gender.1'));
  await expect(row(canvas, t('setUser.birthday'))).toHaveTextContent('1992-06-18');
  await expect(row(canvas, t('setUser.signature'))).toHaveTextContent('一杯清茶，半日浮生');
  await expect(row(canvas, t('setUser.mobile'))).toHaveTextContent('138****8000');
  await expect(canvas.getByRole('img', { name: t('mineProfile.avatar.current') })).toBeVisible();
}

/**
 * /mine/setUser: the buyer's profile. The avatar row picks a photo, crops it square under a round
 * mask, compresses, uploads with progress (retry on failure) and saves it; gender on an action
 * sheet and birthday on a date picker save at once; nickname and signature open their editors.
 */
const screen = screenStories({
  component: SetUserScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary:
      'The member’s profile: avatar (pick a photo, crop it square under a round mask with drag, zoom or the arrow keys, compressed in the browser, uploaded with progress and a retry, then saved), nickname and signature (their own editors), gender (an action sheet) and birthday (a date picker up to today), each saved with updateInfoSelective; mobile and inviter open their screens.',
    calls: [catalogue.updateInfoSelective, catalogue.uploadImageByCompress],
  },
  scenarios: { call: catalogue.getInfo, expectSuccess: expectProfile },
  // long English labels and values share one row
  widths: [320],
});

const meta = { title: 'Screens/Mine/SetUser', ...screen.meta } satisfies Meta<typeof SetUserScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = screen.Success;
export const BusinessError: Story = screen.BusinessError;
export const SessionExpired: Story = screen.SessionExpired;
export const ForcedOffline: Story = screen.ForcedOffline;
export const ForcedOfflineGotIt: Story = screen.ForcedOfflineGotIt;
export const Loading: Story = screen.Loading;
export const NetworkError: Story = screen.NetworkError;

/**
 * A 900x600 photo as a phone gives one (a tea cup on a green ground), drawn on a canvas: the
 * cropper shows a picture no larger than it is, so the seeded 16 px test PNG would be a dot.
 */
async function teaPhoto(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 900;
  canvas.height = 600;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#4f6b3a';
  context.fillRect(0, 0, 900, 600);
  context.fillStyle = '#e9dcc0';
  context.beginPath();
  context.ellipse(450, 330, 190, 150, 0, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#b5822f';
  context.beginPath();
  context.ellipse(450, 300, 150, 60, 0, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('no PNG'))), 'image/png'));
  return new File([blob], 'tea.png', { type: 'image/png' });
}

/** Picks a photo on the avatar row and waits for the crop dialog. */
async function pickPhoto(canvas: Canvas, t: StoryText) {
  await userEvent.upload(await canvas.findByTestId('avatar-input'), await teaPhoto());
  const cropper = within(await page().findByRole('dialog', { name: t('mineProfile.avatar.cropTitle') }));
  await waitFor(() => expect(cropper.getByRole('button', { name: t('mineProfile.avatar.use') })).toBeEnabled());
  return cropper;
}

/** The crop dialog: the photo under the round mask; the arrow keys move it, the slider zooms. */
export const AvatarCropOpen: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const cropper = await pickPhoto(canvas, t);
    const photo = cropper.getByRole('img', { name: t('mineProfile.avatar.picked') });
    const area = cropper.getByRole('group', { name: t('mineProfile.avatar.cropArea') });
    await expect(area.className).toMatch(/Round/);
    const zoom = cropper.getByRole('slider', { name: t('mineProfile.avatar.zoom') });
    await fireEvent.change(zoom, { target: { value: '2' } });
    await expect(zoom).toHaveValue('2');
    const before = photo.style.transform;
    area.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(photo.style.transform).not.toBe(before));
    await expect(buyer()?.avatar).toBe('avatars/lin.svg');
  },
};

/** 使用: the square is compressed, uploaded (its progress on the avatar), saved; the new avatar shows. */
export const AvatarCroppedAndSaved: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const cropper = await pickPhoto(canvas, t);
    await userEvent.click(cropper.getByRole('button', { name: t('mineProfile.avatar.use') }));
    // cropped, compressed in the browser, uploaded and saved: on a busy machine longer than a toast's wait
    // (the mock stores every upload as one picture)
    await waitFor(() => expect(buyer()?.avatar).toBe(UPLOADED_IMAGE), patience(15000));
    await expectToast(t('mineProfile.avatar.saved'));
    await waitFor(() => expect(canvas.getByTestId('avatar-image').getAttribute('src')).toContain(buyer()?.avatar ?? '-'));
    await expect(canvas.queryByTestId('avatar-progress')).toBeNull();
  },
};

/** The upload fails on the network: 头像上传失败 with 重试, the avatar unchanged; the retry sends the same crop and saves it. */
export const AvatarUploadFailsThenRetries: Story = {
  parameters: { msw: { handlers: { scenario: [failingUploads.handler] } }, allowConsoleErrors: ['net::ERR_FAILED'] },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    failingUploads.arm(1);
    const cropper = await pickPhoto(canvas, t);
    await userEvent.click(cropper.getByRole('button', { name: t('mineProfile.avatar.use') }));
    await expect(await canvas.findByText(t('mineProfile.avatar.uploadFailed'), {}, patience(15000))).toBeVisible();
    await expectToast(t('mineProfile.avatar.networkFailed'));
    await expect(buyer()?.avatar).toBe('avatars/lin.svg');
    await userEvent.click(canvas.getByRole('button', { name: t('photos.retry') }));
    await waitFor(() => expect(buyer()?.avatar).toBe(UPLOADED_IMAGE), patience(15000));
    await expectToast(t('mineProfile.avatar.saved'));
    await expect(canvas.queryByText(t('mineProfile.avatar.uploadFailed'))).toBeNull();
  },
};

/** 性别: the action sheet, 女 picked: saved, the row says so. */
const gender = actionStories({
  name: 'Gender',
  call: catalogue.updateInfoSelective,
  route: ROUTE,
  act: async (canvas, t) => {
    await userEvent.click(await waitFor(() => row(canvas, t('setUser.gender'))));
    const sheet = within(await findOpenSheet('gender-sheet'));
    await userEvent.click(sheet.getByRole('radio', { name: t('mineProfile.gender.2') }));
  },
  expectKept: async (canvas, t) => {
    await waitFor(() => expect(row(canvas, t('setUser.gender'))).toHaveTextContent(t('mineProfile.gender.1')));
    await expect(buyer()?.gender).toBe(1);
  },
  expectBusy: async (canvas, t) => {
    await waitFor(() => expect(canvas.getByTestId('set-user-content')).toHaveAttribute('aria-busy', 'true'));
    // the row says it is saving, and does not open again, until the server has taken the new gender
    await expect(within(row(canvas, t('setUser.gender'))).getByRole('status')).toHaveTextContent(t('setUser.saving'));
    await expect(row(canvas, t('setUser.gender'))).toBeDisabled();
    await expect(buyer()?.gender).toBe(1);
  },
  expectDone: async (canvas, t) => {
    await expectToast(t('setUser.saved'));
    await waitFor(() => expect(row(canvas, t('setUser.gender'))).toHaveTextContent(t('mineProfile.gender.2')));
    await expect(buyer()?.gender).toBe(2);
  },
});
export const GenderSuccess: Story = gender.GenderSuccess;
export const GenderBusy: Story = gender.GenderBusy;
export const GenderBusinessError: Story = gender.GenderBusinessError;
export const GenderSessionExpired: Story = gender.GenderSessionExpired;
export const GenderForcedOffline: Story = gender.GenderForcedOffline;
export const GenderForcedOfflineGotIt: Story = gender.GenderForcedOfflineGotIt;
export const GenderNetworkError: Story = gender.GenderNetworkError;

/** 生日: the date picker opens on 1992-06-18; the 20th picked and confirmed is saved. */
export const BirthdayChanged: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await waitFor(() => row(canvas, t('setUser.birthday'))));
    const title = await page().findByText(t('setUser.birthdayTitle'));
    const picker = title.closest('.adm-picker');
    if (!(picker instanceof HTMLElement)) throw new Error('no birthday picker');
    const days = picker.querySelectorAll<HTMLElement>('.adm-picker-view-column')[2];
    const day = Array.from(days?.querySelectorAll<HTMLElement>('.adm-picker-view-column-item') ?? []).find((item) => item.textContent === '20');
    if (!day) throw new Error('no day 20');
    await userEvent.click(day);
    await waitFor(() => expect(day).toHaveAttribute('data-selected', 'true'));
    // the wheel hands its choice to the picker a tick later; the title shows it once the picker holds it
    await waitFor(() => expect(within(picker).getByTestId('birthday-choice')).toHaveTextContent('1992-06-20'));
    await userEvent.click(within(picker).getByRole('button', { name: t('setUser.confirm') }));
    await expectToast(t('setUser.saved'));
    await waitFor(() => expect(row(canvas, t('setUser.birthday'))).toHaveTextContent('1992-06-20'));
    await expect(buyer()?.birthday).toBe('1992-06-20');
  },
};

/** 昵称 opens its own editor. */
export const NicknameOpensEditor: Story = {
  parameters: endsOn('/mine/setName'),
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await waitFor(() => row(canvas, t('setUser.nickname'))));
    await expectRoute('/mine/setName');
  },
};
