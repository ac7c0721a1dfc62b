import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as cartStories from '../../stories/screens/cart/Cart.stories';
import * as goodsDetailStories from '../../stories/screens/goods/GoodsDetail.stories';
import { loginHref } from '@/routes';
import { composeForJsdom, renderStory, storyLocation } from './stories';

const { SessionExpired: DetailExpired } = composeForJsdom(goodsDetailStories);
const { SessionExpired: CartExpired } = composeForJsdom(cartStories);

/** Issue 10 item 4: a 10001 on a public page keeps the user's place as the login's way back. */
describe('a session that expires on a public page', () => {
  it('goods detail: /login keeps the goods as its redirect', async () => {
    await renderStory(DetailExpired);
    await waitFor(() => expect(storyLocation()).toBe(`/login?redirect=${encodeURIComponent('/goods/detail/g-1001')}`));
  });

  it('the cart: /login keeps the cart as its redirect', async () => {
    await renderStory(CartExpired);
    await waitFor(() => expect(storyLocation()).toBe(`/login?redirect=${encodeURIComponent('/shoppingCart')}`));
  });
});

/**
 * Every screen's standard SessionExpired story ends on /login with its own route as the way back:
 * what the story's play asserts in Chromium, checked here for every screen at once. The auth
 * pages' stories meet their 10001 only after the play submits a form, so they are left to the play.
 */
const screenStoryFiles = import.meta.glob<Parameters<typeof composeForJsdom>[0]>('../../stories/screens/**/*.stories.tsx', { eager: true });

describe('every screen keeps its place on 10001', () => {
  const cases = Object.entries(screenStoryFiles).flatMap(([file, module]) => {
    const { SessionExpired } = composeForJsdom(module) as Partial<Record<string, typeof DetailExpired>>;
    const route: unknown = SessionExpired?.parameters.route;
    return SessionExpired && typeof route === 'string' && !file.includes('/auth/') ? [[file.replace('../../stories/screens/', ''), route, SessionExpired] as const] : [];
  });

  it('finds the screens', () => {
    expect(cases.length).toBeGreaterThanOrEqual(8);
  });

  it.each(cases)('%s (%s)', async (_file, route, Story) => {
    await renderStory(Story);
    await waitFor(() => expect(storyLocation()).toBe(loginHref(route)));
  });
});
