import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LazyScreen } from '@/app/LazyScreen';
// the mall intro's words, for the play: the screen itself only arrives through the flaky chunk
import '@/platform/i18n/areas/mall';
import { authForm, BUYER_MOBILE } from '../screens/auth/authSteps';
import { currentLocation, expectNotice, expectRoute } from '../support/assertions';
import { frame } from '../support/flows';
import { textOf, type StoryText } from '../support/text';
import { storyMaker } from '../support/storyMaker';

/**
 * User flows through the real route table: each story starts at `parameters.route` in a memory
 * router over the app's routes, so tabs, guards and redirects behave as in production.
 */
const meta = {
  title: 'App/Shell flows',
  // the real screens of the route table render; the story itself adds nothing
  parameters: { route: '/home', mountStory: false },
  render: () => <></>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

type Tab = 'home' | 'category' | 'shop' | 'cart' | 'mine';

/** The tab bar's item for `key`, by its label in the story's locale. */
function tab(t: StoryText, key: Tab): HTMLElement {
  const label = t(`tab.${key}`);
  const item = Array.from(document.querySelectorAll('[data-testid="tab-bar"] button')).find(
    // the label is the button's last part (a badge, when there is one, comes before it)
    (element) => element.lastElementChild?.textContent === label,
  );
  if (!(item instanceof HTMLElement)) throw new Error(`tab ${label} not found`);
  return item;
}

export const GuestTapsMine: Story = story(
  {
    // about a guest: the session toolbar does not change it
    globals: { session: 'guest' },
  },
  async ({ t }) => {
    await userEvent.click(tab(t, 'mine'));
    await expectNotice(t('session.loginFirst'));
    await expectRoute('/login');
  },
);

export const BuyerTapsMine: Story = story({ globals: { session: 'buyer' } }, async ({ canvasElement, t }) => {
  await userEvent.click(tab(t, 'mine'));
  await expectRoute('/mine');
  // the personal hub, with the buyer's card
  await waitFor(() => expect(canvasElement.querySelector('[data-testid="mine-header"]')).not.toBeNull());
  await expect(tab(t, 'mine')).toHaveAttribute('aria-current', 'page');
});

export const TabsSwitchPages: Story = story(async ({ t }) => {
  await userEvent.click(tab(t, 'category'));
  await expectRoute('/goods/category');
  await frame('category');
  await userEvent.click(tab(t, 'shop'));
  await expectRoute('/shop/index');
  await frame('shop');
  await userEvent.click(tab(t, 'cart'));
  await expectRoute('/shoppingCart');
  await expect(tab(t, 'cart')).toHaveAttribute('aria-current', 'page');
});

export const GuestDeepLinkNeedsLogin: Story = story({ parameters: { route: '/myCoupon' }, globals: { session: 'guest' } }, async ({ t }) => {
  await expectNotice(t('session.loginFirst'));
  await expectRoute('/login');
});

export const OrderListLeaveGuard: Story = story({ parameters: { route: '/order' }, globals: { session: 'buyer' } }, async ({ canvas, t }) => {
  await canvas.findAllByTestId('order-card');
  await frame('order-list');
  // no history behind /order: back would go to /home, which the order list may not leave for
  await userEvent.click(await canvas.findByRole('button', { name: t('header.back') }));
  await expectRoute('/mine');
});

export const TokenInQuery: Story = {
  parameters: { route: '/home?token=wx-7f3a9c&from=share' },
  play: async () => {
    await waitFor(() => expect(currentLocation()).toBe('/home?from=share'));
    await expect(window.sessionStorage.getItem('token')).toBe('wx-7f3a9c');
  },
};

export const UnknownRoute: Story = story({ parameters: { route: '/no/such/page' } }, async ({ canvasElement, canvas, t }) => {
  await expect(canvasElement.querySelector('[data-not-found]')).not.toBeNull();
  await expect(canvas.getByRole('heading', { name: t('notFound.title') })).toBeVisible();
});

export const RootRedirectsHome: Story = {
  parameters: { route: '/' },
  play: async () => {
    await expectRoute('/home');
  },
};

/**
 * /register is kept alive (the route table's keepAlive): the number typed into the real register
 * form is still there after reading the agreement and coming back.
 */
export const KeepAliveKeepsTypedText: Story = story({ parameters: { route: '/register' } }, async ({ canvas, t }) => {
  const form = authForm(canvas, t);
  await form.findField('mobile');
  await form.type('mobile', BUYER_MOBILE);
  await frame('register-typed');
  await userEvent.click(canvas.getByRole('link', { name: t('auth.agreement.user') }));
  await expectRoute('/agreement');
  await canvas.findByRole('button', { name: t('header.back') });
  await frame('agreement');
  await userEvent.click(await canvas.findByRole('button', { name: t('header.back') }));
  await expectRoute('/register');
  await expect(await form.findField('mobile')).toHaveValue(BUYER_MOBILE);
});

/**
 * The mall intro's chunk: the first download fails, the retry gets the real screen. A new loader
 * for every render: the app keeps a loaded screen per loader, so a remount (Storybook's, or the
 * story run's replay in the other locale) would otherwise find the screen already in.
 */
function flakyChunkLoader() {
  let attempts = 0;
  return () => {
    attempts += 1;
    return attempts === 1
      ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
      : import('@/screens/mall/MallDetailScreen');
  };
}
let flakyChunk = flakyChunkLoader();

export const ChunkFailsThenRetries: Story = story(
  {
    beforeEach: () => {
      flakyChunk = flakyChunkLoader();
    },
    parameters: { route: '/mall/detail', mountStory: true },
    render: (_args, { globals }) => <LazyScreen path="/mall/detail" load={flakyChunk} title={textOf(globals)('route./mall/detail')} />,
  },
  async ({ canvas, t }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('chunkError.missingTitle'));
    await frame('chunk-failed');
    await userEvent.click(canvas.getByRole('button', { name: t('chunkError.retry') }));
    await expect(await canvas.findByRole('heading', { name: t('mall.about.title') })).toBeVisible();
  },
);
