/**
 * The personal hub, /mine, through the mock-mode build: a login with no redirect lands there with
 * the buyer's red dots, a dot opens the order list on its tab; a tea-house agent sees the agent
 * entries; a guest tapping the mine tab is asked to log in. Then the personal area as the tea-house
 * agent takes it: the nickname and the avatar edited and shown on the hub; the unsigned franchise
 * contract signed by hand; logging out to /home as a guest.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../mocks/data/sessions';
import { expectRoute, expectTitle, setupApp, tab } from './app';
import { currentPath } from './browser';
import { expectVisibleText } from './buyer';

const app = setupApp();

/** Every seeded account logs in with this password (mocks/db/members.ts). */
const PASSWORD = 'Tea123456';

/** The /login form, filled in and sent for `mobile`. */
async function logIn(page: Page, mobile: string): Promise<void> {
  await expectTitle(page, '登录');
  const form = page.getByRole('form', { name: '登录' });
  await form.getByLabel('手机号', { exact: true }).fill(mobile);
  await form.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await form.getByText('我已阅读并同意', { exact: true }).click();
  await form.getByRole('button', { name: '登录', exact: true }).click();
}

describe('mine, the personal hub', () => {
  it('a login with no redirect lands on /mine with the buyer\'s counts; the 待付款 dot opens that tab of the order list', async () => {
    const page = await app.open('/login');
    await logIn(page, sessions.buyer.userInfo?.mobile ?? '');
    await expectRoute(page, '/mine');
    await expectTitle(page, '我的');
    await page.getByRole('heading', { name: '林清茶', exact: true }).waitFor({ state: 'visible' });
    // each status's red dot, said as the button's description
    for (const [label, count] of [['待付款', 1], ['待发货', 1], ['待收货', 2], ['待评价', 1], ['退款/售后', 2]] as const) {
      const status = page.getByTestId('mine-orders').getByRole('button', { name: label, exact: true });
      await expect.poll(() => status.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? '')).toBe(`${count} 笔`);
    }
    await expect.poll(() => page.getByTestId('mine-asset-balance').innerText()).toContain('56.80');
    // a buyer has no agent centre
    expect(await page.getByTestId('mine-group-agent').count()).toBe(0);

    await page.getByTestId('mine-orders').getByRole('button', { name: '待付款', exact: true }).click();
    await expectRoute(page, '/order');
    expect(currentPath(page)).toBe('/order?status=0');
    await expect.poll(() => page.getByRole('tab', { name: '待付款', exact: true }).getAttribute('aria-selected')).toBe('true');
  });

  it('a tea-house agent sees the agent entries', async () => {
    const page = await app.open('/login');
    await logIn(page, sessions.agent.userInfo?.mobile ?? '');
    await expectRoute(page, '/mine');
    const agent = page.getByTestId('mine-group-agent');
    await agent.waitFor({ state: 'visible' });
    for (const entry of ['我的收益', '团队与粉丝', '茶馆订单', '代理进货', '代理续费']) {
      await agent.getByRole('button', { name: entry, exact: true }).waitFor({ state: 'visible' });
    }
    await page.getByTestId('mine-group-delivery').getByRole('button', { name: '配送订单', exact: true }).waitFor({ state: 'visible' });
    // 茶馆订单 has no screen yet: it still opens, on the coming-soon page
    await agent.getByRole('button', { name: '茶馆订单', exact: true }).click();
    await expectRoute(page, '/mine/teahouseOrder');
    await expectVisibleText(page, '敬请期待');
  });

  it('a guest tapping the mine tab is asked to log in first', async () => {
    const page = await app.open('/home');
    await tab(page, '我的').click();
    await expectVisibleText(page, '请先登录');
    await expectRoute(page, '/login');
    expect(currentPath(page)).toBe(`/login?redirect=${encodeURIComponent('/mine')}`);
  });
});

/** The tea-house agent: an unsigned 茶馆加盟合同 (mocks/db/contract.ts), avatar avatars/chen.svg. */
const AGENT = sessions.agent.userInfo?.mobile ?? '';
const AGENT_NAME = sessions.agent.userInfo?.nickname ?? '';
const NEW_NICKNAME = '武夷陈记茶馆';
/** The picture the mock stores every uploaded photo as (mocks/handlers/common.ts, UPLOADED_IMAGE). */
const UPLOADED_AVATAR = 'uploaded-photo.svg';

/** The header's 返回. */
async function goBack(page: Page): Promise<void> {
  await page.getByTestId('page-header').getByRole('button', { name: '返回', exact: true }).click();
}

/** An entry of the hub's 常用服务 grid. */
function service(page: Page, label: string): Locator {
  return page.getByTestId('mine-group-services').getByRole('button', { name: label, exact: true });
}

/** A row of a settings list (its label first, its value after). */
function row(scope: Locator, label: string): Locator {
  return scope.getByRole('button').filter({ has: scope.page().getByText(label, { exact: true }) });
}

/** Waits until `image` shows a picture whose address contains `part`, loaded. */
async function expectPicture(image: Locator, part: string): Promise<void> {
  await expect.poll(() => image.getAttribute('src')).toContain(part);
  await expect.poll(() => image.evaluate((element) => (element instanceof HTMLImageElement && element.complete ? element.naturalWidth : 0))).toBeGreaterThan(0);
}

/** A 600x400 photo (a tea cup on green) as a phone's PNG; the cropper shows no picture larger than it is. */
async function teaPhoto(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#4f6b3a';
    context.fillRect(0, 0, 600, 400);
    context.fillStyle = '#e9dcc0';
    context.beginPath();
    context.ellipse(300, 220, 130, 100, 0, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return { name: 'tea.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64') };
}

/** A name written on the pad in three strokes with the mouse (fractions of the pad), far longer than a tick. */
const SIGNATURE: readonly (readonly [number, number])[][] = [
  [[0.12, 0.45], [0.2, 0.35], [0.26, 0.5], [0.22, 0.62], [0.3, 0.58]],
  [[0.35, 0.36], [0.42, 0.6], [0.48, 0.4], [0.52, 0.63], [0.6, 0.38]],
  [[0.15, 0.72], [0.5, 0.76], [0.85, 0.7]],
];

async function drawSignature(page: Page, pad: Locator): Promise<void> {
  // the pad sizes its backing store once laid out
  await expect.poll(() => pad.evaluate((canvas) => (canvas instanceof HTMLCanvasElement ? canvas.width : 0))).toBeGreaterThan(0);
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on the page');
  const at = ([x, y]: readonly [number, number]) => [box.x + x * box.width, box.y + y * box.height] as const;
  for (const stroke of SIGNATURE) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    await page.mouse.move(...at(first));
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(...at(point), { steps: 6 });
    await page.mouse.up();
  }
}

describe('the personal area, as the tea-house agent', () => {
  it('edits the nickname and the avatar from settings; the hub shows both', async () => {
    const page = await app.open('/login');
    await logIn(page, AGENT);
    await expectRoute(page, '/mine');
    await page.getByTestId('mine-header').getByRole('heading', { name: AGENT_NAME, exact: true }).waitFor({ state: 'visible' });

    // settings -> profile
    await service(page, '设置').click();
    await expectRoute(page, '/mine/set');
    await expectTitle(page, '设置');
    await row(page.getByRole('region', { name: '账号与安全' }), '个人资料').click();
    await expectRoute(page, '/mine/setUser');
    await expectTitle(page, '个人资料');
    const profile = page.getByTestId('set-user-content');
    const nickname = row(profile, '昵称');
    await expect.poll(() => nickname.innerText()).toContain(AGENT_NAME);

    // the nickname: typed on its own page, saved, shown on the profile
    await nickname.click();
    await expectRoute(page, '/mine/setName');
    await expectTitle(page, '修改昵称');
    const form = page.getByRole('form', { name: '修改昵称' });
    const field = form.getByLabel('昵称', { exact: true });
    await expect.poll(() => field.inputValue()).toBe(AGENT_NAME);
    const save = form.getByRole('button', { name: '保存', exact: true });
    expect(await save.isDisabled()).toBe(true);
    await field.fill(NEW_NICKNAME);
    await save.click();
    await expectVisibleText(page, '昵称已修改');
    await expectRoute(page, '/mine/setUser');
    await expect.poll(() => nickname.innerText()).toContain(NEW_NICKNAME);

    // the avatar: a photo picked, cropped (使用), compressed, uploaded and saved
    const avatar = profile.getByTestId('avatar-image');
    await expectPicture(avatar, 'avatars/chen.svg');
    await profile.getByTestId('avatar-input').setInputFiles(await teaPhoto(page));
    const cropper = page.getByRole('dialog', { name: '裁剪头像' });
    await cropper.getByRole('img', { name: '选中的照片' }).waitFor({ state: 'visible' });
    const use = cropper.getByRole('button', { name: '使用', exact: true });
    await expect.poll(() => use.isEnabled()).toBe(true);
    await use.click();
    await cropper.waitFor({ state: 'detached' });
    await expectVisibleText(page, '头像已更新');
    await expectPicture(avatar, UPLOADED_AVATAR);
    expect(await profile.getByTestId('avatar-progress').count()).toBe(0);

    // back through settings (its card shows both) to the hub
    await goBack(page);
    await expectRoute(page, '/mine/set');
    const card = page.getByTestId('profile-card');
    await expect.poll(() => card.innerText()).toContain(NEW_NICKNAME);
    await expectPicture(card.locator('img'), UPLOADED_AVATAR);
    await goBack(page);
    await expectRoute(page, '/mine');
    const header = page.getByTestId('mine-header');
    await header.getByRole('heading', { name: NEW_NICKNAME, exact: true }).waitFor({ state: 'visible' });
    await expectPicture(header.getByRole('img', { name: `${NEW_NICKNAME}的头像`, exact: true }), UPLOADED_AVATAR);
  });

  it('signs the franchise contract by hand, then logs out to /home as a guest', async () => {
    const page = await app.open('/login');
    await logIn(page, AGENT);
    await expectRoute(page, '/mine');

    // the hub's 我的合同: unsigned, 去签署
    await service(page, '我的合同').click();
    await expectRoute(page, '/contractSigning/index');
    await expectTitle(page, '合同签署');
    const contract = page.getByTestId('contract-content');
    await contract.getByRole('heading', { name: '茶馆加盟合同', exact: true }).waitFor({ state: 'visible' });
    await expect.poll(() => contract.getByTestId('contract-state').innerText()).toBe('待签署');
    expect(await page.getByTestId('contract-signature').count()).toBe(0);
    await page.getByRole('button', { name: '去签署', exact: true }).click();

    // the pad: a name drawn with the mouse, 确认签署
    await expectRoute(page, '/contractSigning/autograph');
    await expectTitle(page, '手写签名');
    await drawSignature(page, page.getByTestId('signature-pad'));
    await expect.poll(() => page.getByRole('button', { name: '撤销', exact: true }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: '确认签署', exact: true }).click();
    await expectVisibleText(page, '签署成功');

    // back on the contract: signed, with the time and the signature as drawn
    await expectRoute(page, '/contractSigning/index');
    await expect.poll(() => contract.getByTestId('contract-state').innerText()).toBe('已签署');
    const signed = page.getByTestId('contract-signature');
    await expectPicture(signed.getByRole('img', { name: '陈记茶馆（陈志明）的手写签名', exact: true }), 'data:image/png');
    await expect.poll(() => signed.innerText()).toMatch(/签署时间：\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/);
    expect(await page.getByRole('button', { name: '去签署', exact: true }).count()).toBe(0);

    // settings' 我的合同 is the same contract, signed
    await goBack(page);
    await expectRoute(page, '/mine');
    await service(page, '设置').click();
    await expectRoute(page, '/mine/set');
    await row(page.getByRole('region', { name: '账号与安全' }), '我的合同').click();
    await expectRoute(page, '/mine/set/contract');
    await expectTitle(page, '我的合同');
    await expect.poll(() => contract.getByTestId('contract-state').innerText()).toBe('已签署');
    await goBack(page);

    // 退出登录, asked first: /home as a guest
    await expectRoute(page, '/mine/set');
    await row(page.getByRole('region', { name: '账号管理' }), '退出登录').click();
    await expectRoute(page, '/mine/logout');
    await expectTitle(page, '退出登录');
    await expect.poll(() => page.getByTestId('logout-content').innerText()).toContain(AGENT_NAME);
    await page.getByTestId('logout-content').getByRole('button', { name: '退出登录', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('确定退出当前账号吗？', { exact: true }).waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: '退出', exact: true }).click();
    await expectVisibleText(page, '已退出登录');
    await expectRoute(page, '/home');
    // a guest on a launch that has not had its advert yet (it began on /login): the new-user advert, closed
    const advert = page.getByRole('dialog', { name: '新人专享活动', exact: true });
    await advert.waitFor({ state: 'visible' });
    await advert.getByRole('button', { name: '关闭', exact: true }).click();
    await advert.waitFor({ state: 'detached' });

    // the mine tab asks a guest to log in
    await tab(page, '我的').click();
    await expectVisibleText(page, '请先登录');
    await expectRoute(page, '/login');
    expect(currentPath(page)).toBe(`/login?redirect=${encodeURIComponent('/mine')}`);
  });
});
