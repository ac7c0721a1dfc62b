/** What the buyer journeys share: the seeded buyer's cart, the calls they count, logging in, the mock's control calls. */
import type { Locator, Page, Request } from 'playwright-core';
import { BUYER, expectTitle } from './app';

/** The buyer's seeded ticked cart lines (mocks/data/cart.ts). */
export const TICKED = [
  { name: '勐海古树普洱生茶饼', spec: '357克 / 2019' },
  { name: '明前西湖龙井', spec: '100克 / 一级' },
] as const;

export const CREATE_ORDER_PATH = '/teamall-buyer/client/order/create';
export const CART_ADD_PATH = '/teamall-buyer/client/cart/add';

/** Every POST the page sends to `path`, in order (MSW answers them from the worker). */
export function recordPosts(page: Page, path: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) calls.push(request);
  });
  return calls;
}

/** A toast (or any other text) the user sees. */
export async function expectVisibleText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

/**
 * The /login form, filled in and sent as the buyer. `toast: false` when the page the login returns
 * to says something at once (finishing an add to cart): antd-mobile shows one toast at a time, and
 * when the toast module arrives after both messages were asked for, only the later one is shown.
 */
export async function logInAsBuyer(page: Page, { toast = true }: { toast?: boolean } = {}): Promise<void> {
  await expectTitle(page, '登录');
  const form = page.getByRole('form', { name: '登录' });
  await form.getByLabel('手机号', { exact: true }).fill(BUYER.mobile);
  await form.getByLabel('密码', { exact: true }).fill(BUYER.password);
  await form.getByText('我已阅读并同意', { exact: true }).click();
  await form.getByRole('button', { name: '登录', exact: true }).click();
  if (toast) await expectVisibleText(page, '登录成功');
}

/** A goods' line in the cart or on the confirm-order page, by name and spec. */
export function line(page: Page, testId: 'cart-line' | 'settle-line', { name, spec }: { name: string; spec: string }): Locator {
  return page.getByTestId(testId).filter({ hasText: name }).filter({ hasText: spec });
}

/** A control call of the embedded backend (mocks/control), sent from the page whose worker answers it. */
export async function controlCall<Result>(page: Page, path: string, body: unknown): Promise<Result> {
  return page.evaluate(
    async ({ path: url, body: payload }) => {
      const response = await fetch(url, { method: 'POST', body: JSON.stringify(payload) });
      return (await response.json()) as Result;
    },
    { path, body },
  );
}
