import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import FeedbackScreen from '@/screens/mine/FeedbackScreen';
import { db } from '@mocks/db';
import { actionStories } from '../../support/actionStories';
import { expectToast } from '../../support/assertions';
import { photoFile } from '../../support/orderStory';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { containing, textOf, type StoryText } from '../../support/text';

const ROUTE = '/mine/feedback';
const CONTENT = '希望增加白茶的小包装规格，方便出差携带';
const CONTACT = '+86 138-0013-8000';

/** The form's controls, by their labels. */
const fields = (canvas: Canvas, t: StoryText) => ({
  type: (type: 'idea' | 'bug') => canvas.getByRole('radio', { name: t(`feedback.types.${type}`) }),
  content: () => canvas.getByRole('textbox', { name: t('feedback.fields.content') }),
  contact: () => canvas.getByRole('textbox', { name: t('feedback.fields.contact') }),
  submit: () => canvas.getByRole('button', { name: containing(t('feedback.submit')) }),
});

/**
 * /mine/feedback: suggestion feedback: a topic, the text (10-500 characters, a counter), up to 4
 * photos uploaded as they are picked, an optional contact (mobile or WeChat id); then the thanks.
 */
const screen = screenStories({
  component: FeedbackScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary:
      'Suggestion feedback: topic chips, text 10-500 characters with a counter, up to 4 photos (compressed and uploaded with progress), an optional mobile or WeChat id; sent with suggestionFeedback through the write kit (draft kept on failure and across a login), then a thanks state with the way back to mine.',
    calls: [catalogue.suggestionFeedback, catalogue.uploadImageByCompress],
  },
  widths: [320],
});

const meta = { title: 'Screens/Mine/Feedback', ...screen.meta } satisfies Meta<typeof FeedbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: topics, text with its counter, photos, contact; submit disabled until something is typed. */
export const Success: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const form = fields(canvas, t);
    await expect(await waitFor(() => form.content())).toHaveValue('');
    await expect(form.type('idea')).not.toBeChecked();
    await expect(canvas.getByText(`0/500`)).toBeVisible();
    await expect(canvas.getByText(t('photos.count', { count: 0, max: 4 }))).toBeVisible();
    await expect(form.submit()).toBeDisabled();
  },
};

/** Too short a text, no topic and a contact that is neither a mobile nor a WeChat id: each named, nothing sent. */
export const ValidationRefused: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const form = fields(canvas, t);
    await userEvent.type(await waitFor(() => form.content()), '太慢了');
    await userEvent.type(form.contact(), '12345');
    await userEvent.click(form.submit());
    await expect(await canvas.findByText(t('feedback.required.type'))).toBeVisible();
    await expect(canvas.getByText(t('feedback.contentTooShort', { min: 10 }))).toBeVisible();
    await expect(canvas.getByText(t('feedback.contactInvalid'))).toBeVisible();
    await expect(db.feedbacks).toHaveLength(0);
  },
};

/** A photo picked is compressed and uploaded; its tile shows it done and the count moves on. */
export const PhotoAdded: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.upload(await canvas.findByTestId('photo-input'), photoFile());
    await waitFor(() => expect(canvas.getByTestId('photo-tile')).toHaveAttribute('data-status', 'done'));
    await expect(canvas.getByText(t('photos.count', { count: 1, max: 4 }))).toBeVisible();
  },
};

/** 提交反馈: a topic, the text, a photo and a pasted mobile; every outcome of the call. */
const submit = actionStories({
  name: 'Submit',
  call: catalogue.suggestionFeedback,
  route: ROUTE,
  fill: async (canvas, t) => {
    const form = fields(canvas, t);
    await waitFor(() => expect(form.submit()).toBeVisible());
    await userEvent.click(form.type('idea'));
    await userEvent.type(form.content(), CONTENT);
    await userEvent.upload(canvas.getByTestId('photo-input'), photoFile());
    await waitFor(() => expect(canvas.getByTestId('photo-tile')).toHaveAttribute('data-status', 'done'));
    await userEvent.click(form.contact());
    await userEvent.paste(CONTACT);
  },
  act: async (canvas, t) => userEvent.click(fields(canvas, t).submit()),
  expectKept: async (canvas, t) => {
    const form = fields(canvas, t);
    await waitFor(() => expect(form.content()).toHaveValue(CONTENT));
    await expect(form.type('idea')).toBeChecked();
    await expect(form.contact()).toHaveValue(CONTACT);
    await expect(canvas.getByTestId('photo-tile')).toHaveAttribute('data-status', 'done');
    await waitFor(() => expect(form.submit()).toBeEnabled());
  },
  expectBusy: async (canvas, t) => {
    await expect(await canvas.findByRole('button', { name: containing(t('feedback.submitting')) })).toBeDisabled();
  },
  expectDone: async (canvas, t) => {
    await expect(await canvas.findByText(t('feedback.thanksTitle'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('feedback.backToMine') })).toBeVisible();
    await expect(db.feedbacks.map((record) => [record.type, record.content, record.contact, record.images.length])).toEqual([['idea', CONTENT, '13800138000', 1]]);
  },
  businessMessage: '反馈提交过于频繁，请稍后再试',
  expectNetworkError: async (_canvas, t) => expectToast(t('feedback.networkFailed')),
});
export const SubmitSuccess: Story = submit.SubmitSuccess;
export const SubmitBusy: Story = submit.SubmitBusy;
export const SubmitBusinessError: Story = submit.SubmitBusinessError;
export const SubmitSessionExpired: Story = submit.SubmitSessionExpired;
export const SubmitForcedOffline: Story = submit.SubmitForcedOffline;
export const SubmitForcedOfflineGotIt: Story = submit.SubmitForcedOfflineGotIt;
export const SubmitNetworkError: Story = submit.SubmitNetworkError;
