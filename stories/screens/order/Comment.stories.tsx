import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import CommentScreen from '@/screens/order/comment/CommentScreen';
import { db } from '@mocks/db';
import { actionStories } from '../../support/actionStories';
import { expectToast } from '../../support/assertions';
import { failingUploads, photoFile, seededOrder } from '../../support/orderStory';
import { expectEmptyView, type Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { containing, textOf, type StoryText } from '../../support/text';

const ROUTE = '/comment?orderId=o-2004';

/** o-2004 (已完成): 2 goods to review. */
const completed = seededOrder('o-2004');
const [first, second] = completed.lines;
if (!first || !second) throw new Error('o-2004 has two lines');
const reviewed = { ...completed, lines: completed.lines.map((line) => ({ ...line, evaluated: 1 as const })) };

/** The reviews saved for o-2004's two goods (the seed has one of another goods of that order). */
const savedReviews = () => db.evaluations.filter((evaluation) => evaluation.orderId === 'o-2004' && [first.goodsId, second.goodsId].includes(evaluation.goodsId));

const blockOf = async (canvas: Canvas, name: string) => within(await canvas.findByRole('region', { name }));

/** Rates one line and types its text. */
async function fillLine(canvas: Canvas, t: StoryText, name: string, stars: number, text: string) {
  const block = await blockOf(canvas, name);
  await userEvent.click(block.getByRole('radio', { name: t('comment.star', { count: stars }) }));
  await userEvent.type(block.getByRole('textbox', { name: t('comment.textOf', { name }) }), text);
}

/**
 * /comment?orderId=o-2004: the buyer reviews the completed order o-2004, one block per goods
 * (stars, text with a counter, up to 6 photos compressed and uploaded with progress), the anonymous
 * switch and 发布评价.
 */
const screen = screenStories({
  component: CommentScreen,
  route: ROUTE,
  session: 'buyer',
  docs: {
    summary:
      'Review a completed order: one block per goods not reviewed yet (stars, text 5-500 characters, up to 6 photos compressed in the browser and uploaded with progress, retry and removal), anonymous switch; each goods is saved with saveGoodsEvaluation and shows on its detail page. A fully reviewed order shows the done state; an order not completed says so.',
    calls: [catalogue.saveGoodsEvaluation, catalogue.uploadImageByCompress],
  },
  scenarios: {
    call: catalogue.orderDetail,
    emptyData: reviewed,
    expectSuccess: async (canvas, t) => {
      await expect(await canvas.findByRole('region', { name: first.goodsName })).toBeVisible();
      await expect(canvas.getByRole('region', { name: second.goodsName })).toBeVisible();
      await expect(canvas.getAllByRole('radiogroup')).toHaveLength(2);
      await expect(canvas.getByRole('switch', { name: t('comment.anonymous') })).toBeVisible();
      await expect(canvas.getByRole('button', { name: t('comment.submit') })).toBeEnabled();
    },
    expectEmpty: expectEmptyView('comment.doneTitle', { button: 'comment.viewReviews', is: 'visible' }),
  },
  // the stars, the photo grid and the submit bar tighten at 320
  widths: [320],
});

const meta = { title: 'Screens/Order/Comment', ...screen.meta } satisfies Meta<typeof CommentScreen>;
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

const FIRST_TEXT = '香气高扬，回甘明显，包装也很用心';
const SECOND_TEXT = '口感醇厚，性价比不错';

/** A photo picked for a goods, uploaded. */
async function addPhoto(canvas: Canvas, name: string) {
  const block = await blockOf(canvas, name);
  await userEvent.upload(block.getByTestId('photo-input'), photoFile());
  await waitFor(() => expect(block.getByTestId('photo-tile')).toHaveAttribute('data-status', 'done'));
}

/**
 * 发布评价 on o-2004: five stars, text and a photo on the first goods, four stars and text on the
 * second, anonymously. Every outcome of the save; the draft (session storage) outlives a 10001.
 */
const submit = actionStories({
  name: 'Submit',
  call: catalogue.saveGoodsEvaluation,
  route: ROUTE,
  fill: async (canvas, t) => {
    await fillLine(canvas, t, first.goodsName, 5, FIRST_TEXT);
    await addPhoto(canvas, first.goodsName);
    await fillLine(canvas, t, second.goodsName, 4, SECOND_TEXT);
    await userEvent.click(canvas.getByRole('switch', { name: t('comment.anonymous') }));
  },
  act: async (canvas, t) => userEvent.click(canvas.getByRole('button', { name: t('comment.submit') })),
  expectKept: async (canvas, t) => {
    const block = await blockOf(canvas, first.goodsName);
    await waitFor(() => expect(block.getByRole('textbox', { name: t('comment.textOf', { name: first.goodsName }) })).toHaveValue(FIRST_TEXT));
    await expect(block.getByRole('radio', { name: t('comment.star', { count: 5 }) })).toBeChecked();
    await expect(block.getByTestId('photo-tile')).toHaveAttribute('data-status', 'done');
    await expect(canvas.getByRole('textbox', { name: t('comment.textOf', { name: second.goodsName }) })).toHaveValue(SECOND_TEXT);
    await expect(canvas.getByRole('switch', { name: t('comment.anonymous') })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: t('comment.submit') })).toBeEnabled());
    await expect(savedReviews()).toHaveLength(0);
  },
  expectBusy: async (canvas, t) => {
    await expect(await canvas.findByRole('button', { name: containing(t('comment.submitting')) })).toBeDisabled();
  },
  expectDone: async (canvas, t) => {
    await expectToast(t('comment.submitted'));
    await expect(await canvas.findByText(t('comment.doneTitle'))).toBeVisible();
    const saved = savedReviews().map((evaluation) => [evaluation.goodsId, evaluation.rating, evaluation.images.length, evaluation.anonymous]);
    await expect(saved).toEqual([
      [first.goodsId, 5, 1, 1],
      [second.goodsId, 4, 0, 1],
    ]);
  },
  businessMessage: '评价服务繁忙，请稍后再试',
  expectNetworkError: async (_canvas, t) => expectToast(t('comment.networkFailed')),
  // one save per goods
  sends: 2,
});
export const SubmitSuccess: Story = submit.SubmitSuccess;
export const SubmitBusy: Story = submit.SubmitBusy;
export const SubmitBusinessError: Story = submit.SubmitBusinessError;
export const SubmitSessionExpired: Story = submit.SubmitSessionExpired;
export const SubmitForcedOffline: Story = submit.SubmitForcedOffline;
export const SubmitForcedOfflineGotIt: Story = submit.SubmitForcedOfflineGotIt;
export const SubmitNetworkError: Story = submit.SubmitNetworkError;

/** 发布评价 with nothing filled in: every missing rating and text is named under its field. */
export const SubmitShowsWhatIsMissing: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('comment.submit') }));
    await expectToast(t('comment.fixProblems', { count: 4 }));
    await expect(canvas.getAllByText(t('comment.ratingRequired'))).toHaveLength(2);
    await expect(canvas.getAllByText(t('comment.contentTooShort', { min: 5 }))).toHaveLength(2);
    await expect(savedReviews()).toHaveLength(0);
  },
};

/** A pasted review of 501 characters is kept whole: the counter is red, the field says 1 over, nothing is saved. */
export const TextOverLimitNotSent: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const block = await blockOf(canvas, first.goodsName);
    await userEvent.click(block.getByRole('radio', { name: t('comment.star', { count: 5 }) }));
    const text = block.getByRole('textbox', { name: t('comment.textOf', { name: first.goodsName }) });
    await userEvent.click(text);
    await userEvent.paste('香'.repeat(501));
    await expect(text).toHaveValue('香'.repeat(501));
    await expect(block.getByText('501/500')).toBeVisible();
    await expect(block.getByText(t('input.overLimit', { over: 1, max: 500 }))).toBeVisible();
    await fillLine(canvas, t, second.goodsName, 4, '口感醇厚，性价比不错');
    await userEvent.click(canvas.getByRole('button', { name: t('comment.submit') }));
    await expectToast(t('comment.fixProblems', { count: 1 }));
    await expect(text).toHaveValue('香'.repeat(501));
    await expect(savedReviews()).toHaveLength(0);
  },
};

/** A photo whose upload fails on the network shows 上传失败 with 重试; the retry uploads it. */
export const PhotoFailsThenRetries: Story = {
  parameters: { msw: { handlers: { scenario: [failingUploads.handler] } }, allowConsoleErrors: ['net::ERR_FAILED'] },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    failingUploads.arm(1);
    const block = await blockOf(canvas, first.goodsName);
    await userEvent.upload(block.getByTestId('photo-input'), photoFile());
    await expect(await block.findByText(t('photos.failed'))).toBeVisible();
    await userEvent.click(block.getByRole('button', { name: t('photos.retry') }));
    await waitFor(() => expect(block.getByTestId('photo-tile')).toHaveAttribute('data-status', 'done'));
    await expect(block.queryByText(t('photos.failed'))).toBeNull();
  },
};

/** A picked photo can be removed: its tile goes and the add tile counts again. */
export const PhotoRemoved: Story = {
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const block = await blockOf(canvas, first.goodsName);
    await userEvent.upload(block.getByTestId('photo-input'), [photoFile('a.png'), photoFile('b.png')]);
    await waitFor(() => expect(block.getAllByTestId('photo-tile').map((tile) => tile.dataset.status)).toEqual(['done', 'done']));
    await userEvent.click(block.getByRole('button', { name: t('photos.remove', { index: 1 }) }));
    await expect(block.getAllByTestId('photo-tile')).toHaveLength(1);
    await expect(block.getByText(t('photos.count', { count: 1, max: 6 }))).toBeVisible();
  },
};

/** An order not completed yet (o-2001, 待付款) cannot be reviewed: it says so and links to the order. */
export const NotCompleted: Story = {
  parameters: { route: '/comment?orderId=o-2001' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(await canvas.findByText(t('comment.notCompletedTitle'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('comment.viewOrder') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('comment.submit') })).toBeNull();
  },
};
