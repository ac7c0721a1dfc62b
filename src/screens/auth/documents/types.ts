/**
 * A legal document (user agreement, privacy policy, third-party SDK list) as data, so the screens
 * render every document with the same headings, spacing and line length.
 */
export interface DocumentBlock {
  heading: string;
  paragraphs?: string[];
  /** a bulleted list after the paragraphs */
  items?: string[];
}

/** One third-party SDK of the SDK list. */
export interface SdkEntry {
  name: string;
  provider: string;
  purpose: string;
  scenario: string;
  data: string;
  /** where its privacy policy can be read (plain text; the app shows no remote links) */
  policy: string;
}

export interface DocumentSection extends DocumentBlock {
  subsections?: DocumentBlock[];
  sdks?: SdkEntry[];
}

export interface LegalDocument {
  /** 'YYYY-MM-DD' */
  updated: string;
  effective: string;
  intro: string[];
  sections: DocumentSection[];
  /** true when this locale's text is a summary of the binding Chinese text */
  summary?: boolean;
}

/** Every document exists in both locales. */
export type LocalizedDocument = Record<'zh-CN' | 'en-US', LegalDocument>;

/** The operator named in all three documents. */
export const OPERATOR = {
  nameZh: '福建茗源茶业科技有限公司',
  nameEn: 'Fujian Mingyuan Tea Technology Co., Ltd.',
  addressZh: '福建省福州市鼓楼区五四路 158 号环球广场 21 层',
  addressEn: '21F Global Plaza, 158 Wusi Road, Gulou District, Fuzhou, Fujian, China',
  hotline: '400-800-2026',
} as const;

export const DOCUMENT_DATE = '2026-11-01';
