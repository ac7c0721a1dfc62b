import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AgreementScreen from '@/screens/auth/AgreementScreen';
import { privacySdkDocument } from '@/screens/auth/documents/privacySdk';
import PrivacyScreen from '@/screens/auth/PrivacyScreen';
import PrivacySdkScreen from '@/screens/auth/PrivacySdkScreen';
import { expectRoute } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import { screenStories } from '../../support/screenStories';
import { localeOf, textOf } from '../../support/text';
import { atWidth } from '../../support/viewports';

/**
 * /agreement, /privacy, /privacySDK: the legal documents, rendered from src/screens/auth/documents.
 * They load nothing, so the call scenarios (business error, 10001, 601, loading) do not apply.
 * The Chinese text is binding; en-US shows a summary and says so. The stories of the Chinese
 * documents are pinned to zh-CN (they check that text); AgreementEnglish shows the summary.
 */
const screen = screenStories({
  component: AgreementScreen,
  route: '/agreement',
  session: 'guest',
  docs: {
    summary:
      "The legal documents (/agreement, /privacy, /privacySDK), rendered from the app's own text: the Chinese text is binding, en-US shows a summary and says so.",
  },
});

const meta = { title: 'Screens/Auth/Documents', ...screen.meta } satisfies Meta<typeof AgreementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The binding Chinese text, whatever the run's locale. */
const chinese = { locale: 'zh-CN' };

async function expectDocument(canvas: Canvas, title: string, sections: string[]) {
  await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(canvas.getByText('更新日期：2026年11月1日')).toBeVisible();
  const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  await expect(headings).toEqual(sections);
}

export const Agreement: Story = {
  globals: chinese,
  play: async ({ canvas }) => {
    await expectDocument(canvas, '用户协议', [
      '一、服务内容',
      '二、账号注册与使用',
      '三、商品信息与订单',
      '四、配送、验收与售后',
      '五、优惠券、积分与会员权益',
      '六、代理、茶馆与结算账户',
      '七、用户行为规范',
      '八、知识产权',
      '九、责任限制',
      '十、协议的变更与终止',
      '十一、法律适用与争议解决',
      '十二、联系我们',
    ]);
    await expect(canvas.getByRole('heading', { level: 3, name: '2.3 账号安全' })).toBeVisible();
  },
};

export const Privacy: Story = {
  globals: chinese,
  parameters: { route: '/privacy' },
  render: () => <PrivacyScreen />,
  play: async ({ canvas }) => {
    await expectDocument(canvas, '隐私政策', [
      '一、我们收集的个人信息',
      '二、我们如何使用个人信息',
      '三、本地存储与同类技术',
      '四、我们如何共享、转让和公开披露个人信息',
      '五、我们如何存储和保护个人信息',
      '六、您的权利',
      '七、未成年人保护',
      '八、本政策的更新',
      '九、联系我们',
    ]);
    await expect(canvas.getByRole('heading', { level: 3, name: '1.4 同城门店与定位' })).toBeVisible();
  },
};

export const PrivacySdk: Story = {
  globals: chinese,
  parameters: { route: '/privacySDK' },
  render: () => <PrivacySdkScreen />,
  play: async ({ canvas }) => {
    await expectDocument(canvas, '第三方SDK说明', ['一、支付与分享类', '二、定位类', '三、消息推送类', '四、存储类', '五、SDK 的管理']);
    for (const name of ['微信开放平台 SDK', '支付宝 SDK', '高德地图定位 SDK', '极光推送 SDK']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    const amap = canvas.getByRole('heading', { level: 3, name: '高德地图定位 SDK' }).parentElement as HTMLElement;
    await expect(within(amap).getByText('高德软件有限公司')).toBeVisible();
    await expect(within(amap).getByText(/位置信息（经纬度）/)).toBeVisible();
  },
};

export const AgreementEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: t('route./agreement') })).toBeVisible();
    await expect(canvas.getByText(t('auth.document.updated', { date: 'November 1, 2026' }))).toBeVisible();
    await expect(canvas.getByText(t('auth.document.summaryNote'))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '3. Orders, delivery and returns' })).toBeVisible();
  },
};

/** The narrowest webview: the SDK cards fit (in the run's locale). */
export const PrivacySdkNarrow320: Story = {
  globals: atWidth(320).globals,
  parameters: { route: '/privacySDK', ...atWidth(320).parameters },
  render: () => <PrivacySdkScreen />,
  play: async ({ canvas, globals }) => {
    // the fourth SDK card (极光推送 SDK), well down the page
    const fourth = privacySdkDocument[localeOf(globals)].sections.flatMap((section) => section.sdks ?? [])[3];
    if (!fourth) throw new Error('the SDK list has fewer than four SDKs');
    await expect(canvas.getByRole('heading', { level: 3, name: fourth.name })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** Opened from the login page's privacy link. */
export const FromLogin: Story = {
  parameters: { route: '/login', mountStory: false },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await userEvent.click(await canvas.findByRole('link', { name: t('auth.agreement.privacy') }));
    await expectRoute('/privacy');
    await expect(await canvas.findByRole('heading', { level: 1, name: t('route./privacy') })).toBeVisible();
  },
};

/** A flow: from the login page to the privacy policy and back; the back arrow returns to the form. */
export const FromLoginAndBack: Story = {
  parameters: { route: '/login', mountStory: false, visual: { skip: true, reason: 'ends on /login' } },
  play: async (context) => {
    await FromLogin.play?.(context);
    const { canvas, globals } = context;
    const t = textOf(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('header.back') }));
    await expectRoute('/login');
    await expect(await canvas.findByRole('heading', { name: t('auth.brand.welcome') })).toBeVisible();
  },
};
