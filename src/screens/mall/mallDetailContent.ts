import type { MessageKey } from '@/platform/i18n';
import '@/platform/i18n/areas/mall';

/** The four info types of the company intro (route /mall/detail). */
export const mallInfoTypes = ['about', 'honor', 'report', 'certification'] as const;
export type MallInfoType = (typeof mallInfoTypes)[number];

/** A message key of the mall area: the page resolves every text with `t()`, so it follows the locale. */
export type MallTextKey = Extract<MessageKey, `mall.${string}`>;

export interface MallDetailImage {
  id: string;
  /** app-shipped picture under public/ ('/images/mall/...'), not an image-host path */
  sourceUrl: string;
}

export interface MallDetailInfo {
  title: MallTextKey;
  imageList: MallDetailImage[];
}

/**
 * A mall detail entry (static content): id, type, title, imageList, infoList of
 * {title, imageList}. Titles are message keys of the mall area rather than literal text.
 */
export interface MallDetailEntry {
  id: string;
  type: MallInfoType;
  title: MallTextKey;
  imageList: MallDetailImage[];
  infoList: MallDetailInfo[];
}

/** Copy shown above an entry's pictures: fixed text, such as the fungus count and the selenium claims. */
export interface MallDetailCopy {
  paragraphs: MallTextKey[];
  /** small print under the paragraphs */
  note?: MallTextKey;
  /** key figures shown as tiles: label and value */
  stats?: { label: MallTextKey; value: MallTextKey }[];
}

const image = (id: string, file: string): MallDetailImage => ({ id, sourceUrl: `/images/mall/${file}` });

export const mallDetailEntries: readonly MallDetailEntry[] = [
  {
    id: 'mall-about',
    type: 'about',
    title: 'mall.about.title',
    imageList: [image('about-hero', 'about-hero.svg')],
    infoList: [
      { title: 'mall.about.garden', imageList: [image('about-garden', 'about-garden.svg')] },
      { title: 'mall.about.workshop', imageList: [image('about-workshop', 'about-workshop.svg'), image('about-jinhua', 'about-jinhua.svg')] },
      { title: 'mall.about.tasting', imageList: [image('about-tasting', 'about-tasting.svg')] },
    ],
  },
  {
    id: 'mall-honor',
    type: 'honor',
    title: 'mall.honor.title',
    imageList: [],
    infoList: [
      { title: 'mall.honor.leading', imageList: [image('honor-leading', 'honor-leading.svg')] },
      { title: 'mall.honor.gold', imageList: [image('honor-gold-fu', 'honor-gold-fu.svg'), image('honor-gold-green', 'honor-gold-green.svg')] },
      { title: 'mall.honor.brand', imageList: [image('honor-brand', 'honor-brand.svg')] },
    ],
  },
  {
    id: 'mall-report',
    type: 'report',
    title: 'mall.report.title',
    imageList: [],
    infoList: [
      { title: 'mall.report.selenium', imageList: [image('report-selenium', 'report-selenium.svg')] },
      { title: 'mall.report.fungus', imageList: [image('report-fungus', 'report-fungus.svg')] },
      { title: 'mall.report.pesticide', imageList: [image('report-pesticide', 'report-pesticide.svg')] },
    ],
  },
  {
    id: 'mall-certification',
    type: 'certification',
    title: 'mall.certification.title',
    imageList: [],
    infoList: [
      { title: 'mall.certification.license', imageList: [image('cert-license', 'cert-license.svg')] },
      { title: 'mall.certification.organic', imageList: [image('cert-organic', 'cert-organic.svg')] },
      { title: 'mall.certification.iso', imageList: [image('cert-iso', 'cert-iso.svg')] },
    ],
  },
];

export const mallDetailCopy: Record<MallInfoType, MallDetailCopy> = {
  about: {
    paragraphs: ['mall.about.p1', 'mall.about.p2', 'mall.about.p3'],
    note: 'mall.about.note',
    stats: [
      { label: 'mall.about.statGarden', value: 'mall.about.statGardenValue' },
      { label: 'mall.about.statSelenium', value: 'mall.about.statSeleniumValue' },
      { label: 'mall.about.statFungus', value: 'mall.about.statFungusValue' },
    ],
  },
  honor: { paragraphs: ['mall.honor.intro'] },
  report: { paragraphs: ['mall.report.intro'] },
  certification: { paragraphs: ['mall.certification.intro'] },
};

export function isMallInfoType(value: string | null): value is MallInfoType {
  return value !== null && (mallInfoTypes as readonly string[]).includes(value);
}
