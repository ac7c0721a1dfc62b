import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agreementDocument } from '@/screens/auth/documents/agreement';
import { privacyDocument } from '@/screens/auth/documents/privacy';
import { privacySdkDocument } from '@/screens/auth/documents/privacySdk';
import type { LegalDocument, LocalizedDocument } from '@/screens/auth/documents/types';
import { DocumentView } from '@/screens/auth/DocumentView';
import { textOf } from '../../../support/text';

/** Some sections of a real document (both locales), so the picture stays short. */
function excerpt(document: LocalizedDocument, pick: (sections: LegalDocument['sections']) => LegalDocument['sections']): LocalizedDocument {
  return {
    'zh-CN': { ...document['zh-CN'], sections: pick(document['zh-CN'].sections) },
    'en-US': { ...document['en-US'], sections: pick(document['en-US'].sections) },
  };
}

/** 一、服务内容 (paragraphs), 二、账号注册与使用 (subsections as h3) and 四、配送、验收与售后 (a list). */
const agreementExcerpt = excerpt(agreementDocument, (sections) => sections.filter((_, index) => index === 0 || index === 1 || index === 3));
/** 一、支付与分享类: two SDK cards. */
const sdkExcerpt = excerpt(privacySdkDocument, (sections) => sections.slice(0, 1));

const documents = {
  agreementExcerpt,
  sdkExcerpt,
  agreement: agreementDocument,
  privacy: privacyDocument,
  privacySdk: privacySdkDocument,
};

/**
 * A legal document page, as /agreement, /privacy and /privacySDK show theirs: the title in the
 * header, updated and effective dates, the introduction, then sections (h2, each a region named
 * by its heading) with paragraphs, bulleted lists, subsections (h3) and third-party SDK cards.
 * The text comes from src/screens/auth/documents; Chinese is binding, and the English text says
 * it is a summary.
 */
const meta = {
  title: 'Screens/Auth/Parts/DocumentView',
  component: DocumentView,
  tags: ['autodocs'],
  args: { title: '用户协议', document: agreementExcerpt },
  argTypes: {
    title: { control: 'text', description: 'the page title (the route title on the screens)' },
    document: {
      control: 'select',
      options: Object.keys(documents),
      mapping: documents,
      description: 'a document in both locales (src/screens/auth/documents); the excerpts keep the first sections only',
    },
  },
} satisfies Meta<typeof DocumentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Chinese documents are the binding text: these two stories check it whatever the run's locale. */
const chinese = { locale: 'zh-CN' };

export const Agreement: Story = {
  globals: chinese,
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: '用户协议' })).toBeVisible();
    await expect(canvas.getByText(t('auth.document.updated', { date: '2026年11月1日' }))).toBeVisible();
    await expect(canvas.getByText(t('auth.document.effective', { date: '2026年11月1日' }))).toBeVisible();
    const article = canvas.getByRole('article', { name: '用户协议' });
    await expect(within(article).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '一、服务内容',
      '二、账号注册与使用',
      '四、配送、验收与售后',
    ]);
    const account = canvas.getByRole('region', { name: '二、账号注册与使用' });
    await expect(within(account).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(within(account).getByRole('heading', { level: 3, name: '2.3 账号安全' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: '四、配送、验收与售后' })).getAllByRole('listitem')).toHaveLength(4);
    // the Chinese text is the binding one: no summary note
    await expect(canvas.queryByText(/summary/)).toBeNull();
  },
};

/** Third-party SDKs: one card each, with provider, purpose, scenario, data and policy. */
export const SdkCards: Story = {
  globals: chinese,
  args: { title: '第三方 SDK 说明', document: sdkExcerpt },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: '第三方 SDK 说明' })).toBeVisible();
    const terms = (['provider', 'purpose', 'scenario', 'data', 'policy'] as const).map((key) => t(`auth.document.${key}`));
    const section = canvas.getByRole('region', { name: '一、支付与分享类' });
    const cards = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(cards).toEqual(['微信开放平台 SDK', '支付宝 SDK']);
    await expect(within(section).getAllByRole('term').map((term) => term.textContent)).toEqual([
      ...terms,
      ...terms,
    ]);
    await expect(within(section).getByText('支付宝（中国）网络技术有限公司')).toBeVisible();
  },
};

/** In English the page says it is a summary of the binding Chinese text; dates read in English. */
export const EnglishSummary: Story = {
  globals: { locale: 'en-US' },
  args: { title: 'User Agreement' },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(canvas.getByText(t('auth.document.summaryNote'))).toBeVisible();
    await expect(canvas.getByText(t('auth.document.updated', { date: 'November 1, 2026' }))).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  },
};
