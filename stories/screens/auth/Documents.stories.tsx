import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import AgreementScreen from '@/screens/auth/AgreementScreen';
import { agreementDocument } from '@/screens/auth/documents/agreement';
import { privacyDocument } from '@/screens/auth/documents/privacy';
import { privacySdkDocument } from '@/screens/auth/documents/privacySdk';
import type { LocalizedDocument } from '@/screens/auth/documents/types';
import PrivacyScreen from '@/screens/auth/PrivacyScreen';
import PrivacySdkScreen from '@/screens/auth/PrivacySdkScreen';
import { expectRoute } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import { visualModes } from '../../support/modes';
import { screenStories } from '../../support/screenStories';
import { localeOf, textOf } from '../../support/text';
import type { WebviewWidth } from '../../support/viewports';
import { endsOn, frame } from '../../support/flows';

/**
 * /agreement, /privacy, /privacySDK: the legal documents, rendered from src/screens/auth/documents.
 * They load nothing, so the call scenarios (business error, 10001, 601, loading) do not apply.
 * The Chinese text is binding; en-US shows a summary and says so. Each document's story checks
 * the Chinese text in zh-CN and the summary in en-US, and is shot in both (visual modes); the SDK
 * list's cards are shot at 320 too, the other documents' text only reflows.
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

type DocumentRoute = '/agreement' | '/privacy' | '/privacySDK';

interface DocumentStory {
  route: DocumentRoute;
  Screen: ComponentType;
  document: LocalizedDocument;
  /** the zh-CN title and section headings */
  title: string;
  sections: string[];
  /** sub-headings (level 3) the Chinese text must show */
  subheadings: string[];
  /** what else the Chinese text must show */
  expectMore?: (canvas: Canvas) => Promise<void>;
  /** webview widths besides 375 the document is shot at (default none: the text only reflows) */
  widths?: readonly WebviewWidth[];
}

/**
 * A document's story: the Chinese text (title, date, section headings) in zh-CN, the summary with
 * its note in en-US; shot in both.
 */
function documentStory({ route, Screen, document, title, sections, subheadings, expectMore, widths = [] }: DocumentStory): Story {
  return {
    parameters: { route, ...visualModes({ widths }) },
    render: () => <Screen />,
    play: async ({ canvas, globals }) => {
      const headings = () => canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      if (localeOf(globals) === 'en-US') {
        const t = textOf(globals);
        await expect(canvas.getByRole('heading', { level: 1, name: t(`route.${route}`) })).toBeVisible();
        await expect(canvas.getByText(t('auth.document.updated', { date: 'November 1, 2026' }))).toBeVisible();
        await expect(canvas.getByText(t('auth.document.summaryNote'))).toBeVisible();
        await expect(headings()).toEqual(document['en-US'].sections.map((section) => section.heading));
        return;
      }
      await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(canvas.getByText('更新日期：2026年11月1日')).toBeVisible();
      await expect(headings()).toEqual(sections);
      for (const name of subheadings) await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
      await expectMore?.(canvas);
    },
  };
}

export const Agreement: Story = documentStory({
  route: '/agreement',
  Screen: AgreementScreen,
  document: agreementDocument,
  title: '用户协议',
  sections: [
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
  ],
  subheadings: ['2.3 账号安全'],
});

export const Privacy: Story = documentStory({
  route: '/privacy',
  Screen: PrivacyScreen,
  document: privacyDocument,
  title: '隐私政策',
  sections: [
    '一、我们收集的个人信息',
    '二、我们如何使用个人信息',
    '三、本地存储与同类技术',
    '四、我们如何共享、转让和公开披露个人信息',
    '五、我们如何存储和保护个人信息',
    '六、您的权利',
    '七、未成年人保护',
    '八、本政策的更新',
    '九、联系我们',
  ],
  subheadings: ['1.4 同城门店与定位'],
});

export const PrivacySdk: Story = documentStory({
  route: '/privacySDK',
  Screen: PrivacySdkScreen,
  document: privacySdkDocument,
  title: '第三方SDK说明',
  sections: ['一、支付与分享类', '二、定位类', '三、消息推送类', '四、存储类', '五、SDK 的管理'],
  subheadings: ['微信开放平台 SDK', '支付宝 SDK', '高德地图定位 SDK', '极光推送 SDK'],
  expectMore: async (canvas) => {
    const amap = canvas.getByRole('heading', { level: 3, name: '高德地图定位 SDK' }).parentElement as HTMLElement;
    await expect(within(amap).getByText('高德软件有限公司')).toBeVisible();
    await expect(within(amap).getByText(/位置信息（经纬度）/)).toBeVisible();
  },
  // the SDK cards tighten at 320; the other documents' text only reflows
  widths: [320],
});

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
  parameters: { route: '/login', mountStory: false, ...endsOn('/login') },
  play: async (context) => {
    await FromLogin.play?.(context);
    await frame('privacy');
    const { canvas, globals } = context;
    const t = textOf(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('header.back') }));
    await expectRoute('/login');
    await expect(await canvas.findByRole('heading', { name: t('auth.brand.welcome') })).toBeVisible();
  },
};
