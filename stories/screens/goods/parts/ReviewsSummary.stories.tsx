import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogue } from '@/api/catalogue';
import { ReviewsSummary } from '@/screens/goods/detail/ReviewsSummary';
import { anyOrigin } from '@mocks/envelope';
import { scenario } from '@mocks/scenarios';
import { expectNoToast, page, takingTaps } from '../../../support/assertions';
import type { Canvas } from '../../../support/scenarios';
import { screenVariants } from '../../../support/screenStories';
import { ANY_NUMBER, withAnyNumber } from '../../textMatch';
import { storyMaker } from '../../../support/storyMaker';

const path = catalogue.goodsEvaluationPage.path;
const withScenario = (...handlers: ReturnType<typeof scenario.success>[]) => ({ msw: { handlers: { scenario: handlers } } });

/**
 * The reviews card of the goods detail page, on its own call (goodsEvaluationPage, no token):
 * 商品评价（n）, the positive rate and the two latest reviews (stars, date, spec, up to three
 * pictures, the shop's reply), and 查看全部 opening a sheet with all of them. While loading it shows
 * a skeleton; a failed load offers an inline retry instead of taking over the page.
 */
const meta = {
  title: 'Screens/Goods/Parts/ReviewsSummary',
  component: ReviewsSummary,
  tags: ['autodocs'],
  args: { goodsId: 'g-1001' },
  argTypes: {
    goodsId: {
      control: 'select',
      options: ['g-1001', 'g-1101', 'g-1201', 'g-1601', 'g-1002'],
      description: 'seed goods: 勐海古树普洱生茶饼 (2 reviews), 武夷山大红袍 特级 (2, pictures and a reply), 明前西湖龙井 (1), 福州茉莉花茶 飘雪 (1), 宫廷普洱熟茶砖 (none)',
    },
  },
  decorators: [(Story) => <div style={{ background: 'var(--tm-bg)', paddingBottom: 8 }}>{Story()}</div>],
} satisfies Meta<typeof ReviewsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

const card = async (canvas: Canvas) => within(await canvas.findByTestId('reviews-summary'));

export const TwoLatest: Story = story(async ({ canvas, t }) => {
  const reviews = await card(canvas);
  await expect(await reviews.findByRole('heading', { name: t('goods.detail.reviews', { count: 2 }) })).toBeVisible();
  await expect(reviews.getByText(t('goods.detail.goodRate', { rate: 50 }))).toBeVisible();
  await waitFor(() => expect(reviews.getAllByTestId('review')).toHaveLength(2));
  const [first, second] = reviews.getAllByTestId('review');
  await expect(within(first!).getByRole('img', { name: t('goods.detail.rating', { rating: 5 }) })).toBeVisible();
  await expect(first).toHaveTextContent('普洱爱好者');
  await expect(first).toHaveTextContent('2026-10-28');
  await expect(first).toHaveTextContent(t('goods.detail.reviewSpec', { spec: '357克 / 2019' }));
  // the pictures join the accessibility tree as they finish loading
  await waitFor(() => expect(within(first!).getAllByRole('img', { name: withAnyNumber(`普洱爱好者 ${ANY_NUMBER}`) })).toHaveLength(2));
  await expect(within(second!).getByRole('img', { name: t('goods.detail.rating', { rating: 3 }) })).toBeVisible();
  await expect(second).toHaveTextContent(t('goods.detail.shopReply', { reply: '抱歉让您久等，已反馈仓库加快发货。' }));
});

/** 武夷山大红袍: a picture with the review, and the shop's reply under it. */
export const WithShopReply: Story = story({ args: { goodsId: 'g-1101' } }, async ({ canvas, t }) => {
  const reviews = await card(canvas);
  await expect(await reviews.findByText(t('goods.detail.shopReply', { reply: '感谢林先生长期支持，新一批正岩茶已到店，欢迎来品鉴。' }))).toBeVisible();
  await expect(reviews.getByText(t('goods.detail.goodRate', { rate: 100 }))).toBeVisible();
  await expect(reviews.getByText('口感醇厚，就是包装有点压痕，茶叶本身没问题。')).toBeVisible();
});

/** Nobody has reviewed it yet: an invitation, no rate and no 查看全部. */
export const NoReviews: Story = story({ args: { goodsId: 'g-1002' } }, async ({ canvas, t }) => {
  const reviews = await card(canvas);
  await expect(await reviews.findByText(t('goods.detail.noReviews'))).toBeVisible();
  await expect(reviews.getByRole('heading', { name: t('goods.detail.reviews', { count: 0 }) })).toBeVisible();
  await expect(reviews.queryByRole('button', { name: t('goods.detail.viewAll') })).toBeNull();
});

/** 查看全部 opens the sheet with every review; 关闭 closes it. Ends with the sheet open. */
export const ViewAll: Story = story(async ({ canvas, t }) => {
  const viewAll = { name: t('goods.detail.viewAll') };
  const allReviews = { name: t('goods.detail.allReviews', { count: 2 }) };
  const reviews = await card(canvas);
  await userEvent.click(await reviews.findByRole('button', viewAll));
  let dialog = await takingTaps(await page().findByRole('dialog', allReviews));
  await waitFor(() => expect(within(dialog).getAllByTestId('review')).toHaveLength(2));
  await userEvent.click(within(dialog).getByRole('button', { name: t('goods.sku.close') }));
  await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  await userEvent.click(reviews.getByRole('button', viewAll));
  dialog = await takingTaps(await page().findByRole('dialog', allReviews));
  await waitFor(() => expect(within(dialog).getAllByTestId('review')).toHaveLength(2));
  await expect(dialog).toHaveTextContent('茶是好茶，物流慢了两天。');
});

export const Loading: Story = story(
  {
    // the call never answers on purpose: the visual suite's network-idle wait ignores it
    parameters: { ...withScenario(scenario.loading(catalogue.goodsEvaluationPage)), pendingRequests: [path] },
  },
  async ({ canvas, t }) => {
    const reviews = await card(canvas);
    await expect(reviews.getByRole('heading', { name: t('goods.detail.reviews', { count: 0 }) })).toBeVisible();
    await expect(canvas.getByTestId('reviews-summary').querySelector('.adm-skeleton')).not.toBeNull();
    await expect(reviews.queryByText(t('goods.detail.noReviews'))).toBeNull();
  },
);

let calls = 0;

/** The network failed: an inline 加载失败，点击重试 that asks again (and fails again here). */
export const NetworkErrorRetry: Story = story(
  {
    parameters: {
      ...withScenario(
        http.all(anyOrigin(path), () => {
          calls += 1;
          return HttpResponse.error();
        }),
      ),
      // Chromium logs the failed fetch itself; that is the scenario, not a bug
      allowConsoleErrors: ['net::ERR_FAILED'],
    },
  },
  async ({ canvas, t }) => {
    const failed = { name: t('list.loadMoreFailed') };
    const reviews = await card(canvas);
    const retry = await reviews.findByRole('button', failed);
    const before = calls;
    await userEvent.click(retry);
    await waitFor(() => expect(calls).toBeGreaterThan(before));
    await waitFor(() => expect(reviews.getByRole('button', failed)).toBeEnabled());
    // the button is disabled while the retry runs, so whether it still has the focus afterwards
    // depends on how fast the failure came back: end without focus, so the picture does not depend on it
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
);

/** The server refused (code 0): its message as a toast, and the same inline retry. */
export const BusinessError: Story = story({ parameters: withScenario(scenario.businessError(catalogue.goodsEvaluationPage, '评价服务繁忙，请稍后再试')) }, async ({ canvas, t }) => {
  // the server's reason once, in the section (no toast repeats it), with the retry
  const section = await card(canvas);
  await expect(await section.findByText('评价服务繁忙，请稍后再试')).toBeVisible();
  await expect(await section.findByRole('button', { name: t('list.loadMoreFailed') })).toBeVisible();
  await expectNoToast();
});

const variants = screenVariants({
  English: async (canvas, t) => {
    await expect(await (await card(canvas)).findByRole('button', { name: t('goods.detail.viewAll') })).toBeVisible();
  },
});

export const English: Story = variants.English;
