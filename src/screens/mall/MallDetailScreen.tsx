import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { TabRow } from '@/components/TabRow/TabRow';
import { deferredModule, useDeferredModule } from '@/platform/deferredModule';
import { useI18n } from '@/platform/i18n';
import { imageUrl } from '@/platform/imageHost';
import type { MallPicture } from './MallPictureViewer';
import styles from './MallDetailScreen.module.css';
import {
  isMallInfoType,
  mallDetailCopy,
  mallDetailEntries,
  mallInfoTypes,
  type MallDetailEntry,
  type MallDetailImage,
  type MallInfoType,
} from './mallDetailContent';
import '@/platform/i18n/areas/mall';

/**
 * The company intro's pictures ship with the app (public/images/mall), not with the image host:
 * resolve them against the app's own base URL so they load wherever the image host points.
 */
function appPicture(image: MallDetailImage): string {
  const base = new URL(import.meta.env.BASE_URL, window.location.href);
  return imageUrl(new URL(image.sourceUrl.replace(/^\//, ''), base).href);
}

type Picture = MallPicture;

/** The full-size viewer (ImageViewer: use-gesture and react-spring) is no part of the launch. */
const viewerModule = deferredModule(() => import('./MallPictureViewer'));

/** Fetches the picture viewer ahead of the first tap (stories that open it at once). */
export function preloadMallPictureViewer(): Promise<unknown> {
  return viewerModule.load();
}

/** Every picture of one entry in reading order: the entry's own, then each info block's. */
function picturesOf(entry: MallDetailEntry, t: ReturnType<typeof useI18n>['t']): { hero: Picture[]; blocks: { title: string; pictures: Picture[] }[] } {
  const picture = (image: MallDetailImage, title: string, index: number, count: number): Picture => ({
    id: image.id,
    url: appPicture(image),
    alt: count > 1 ? t('mall.image', { title, index: index + 1 }) : title,
  });
  const entryTitle = t(entry.title);
  return {
    hero: entry.imageList.map((image, index) => picture(image, entryTitle, index, entry.imageList.length)),
    blocks: entry.infoList.map((info) => {
      const title = t(info.title);
      return { title, pictures: info.imageList.map((image, index) => picture(image, title, index, info.imageList.length)) };
    }),
  };
}

/**
 * /mall/detail: the company intro. Static content (mallDetailContent.ts) in four tabs (about,
 * honor, report, certification); `?type=` selects the tab. A tap on a picture opens the
 * full-size viewer over all pictures of the tab.
 */
export default function MallDetailScreen() {
  const { t, locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const requested = params.get('type');
  const active: MallInfoType = isMallInfoType(requested) ? requested : 'about';
  const entry = mallDetailEntries.find((candidate) => candidate.type === active) ?? mallDetailEntries[0]!;
  const copy = mallDetailCopy[active];
  const { hero, blocks } = useMemo(() => picturesOf(entry, t), [entry, t]);
  const all = useMemo(() => [...hero, ...blocks.flatMap((block) => block.pictures)], [hero, blocks]);
  // `opened` counts openings: each one mounts a fresh viewer at the tapped picture
  const [viewer, setViewer] = useState({ index: 0, visible: false, opened: 0 });
  const loaded = useDeferredModule(viewerModule, viewer.visible, 'picture viewer');

  const open = (id: string) =>
    setViewer((current) => ({ index: Math.max(0, all.findIndex((picture) => picture.id === id)), visible: true, opened: current.opened + 1 }));
  const close = () => setViewer((current) => ({ ...current, visible: false }));
  // a tab holds a handful of small SVGs shipped with the app: all load at once
  const thumb = (picture: Picture, ratio: number) => (
    <button type="button" className={styles.picture} onClick={() => open(picture.id)} aria-label={t('mall.viewImage', { title: picture.alt })}>
      <GoodsImage src={picture.url} alt={picture.alt} ratio={ratio} radius={8} loading="eager" />
    </button>
  );

  return (
    <div className={styles.page}>
      <PageHeader title={t('route./mall/detail')} />
      <TabRow
        className={styles.tabs}
        label={t('mall.tabsLabel')}
        items={mallInfoTypes.map((type) => ({ key: type, label: t(`mall.tabs.${type}`) }))}
        active={active}
        onChange={(key) => {
          close();
          setParams(key === 'about' ? {} : { type: key }, { replace: true });
        }}
      />
      <main className={styles.main} data-testid={`mall-${active}`}>
        <section className={styles.intro} aria-labelledby="mall-entry-title">
          <h2 id="mall-entry-title" className={styles.title}>
            {t(entry.title)}
          </h2>
          {active === 'about' && <p className={styles.slogan}>{t('mall.about.slogan')}</p>}
          {hero.length > 0 && <div className={styles.hero}>{hero.map((picture) => <div key={picture.id}>{thumb(picture, 750 / 450)}</div>)}</div>}
          {copy.stats && (
            <dl className={styles.stats}>
              {copy.stats.map((stat) => (
                <div key={stat.label} className={styles.stat}>
                  <dt>{t(stat.label)}</dt>
                  <dd>{t(stat.value)}</dd>
                </div>
              ))}
            </dl>
          )}
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph} lang={locale}>
              {t(paragraph)}
            </p>
          ))}
          {copy.note && <p className={styles.note}>{t(copy.note)}</p>}
        </section>
        {blocks.map((block) => {
          const landscape = active === 'about';
          return (
            <section key={block.title} className={styles.info} aria-label={block.title}>
              <h3 className={styles.infoTitle}>{block.title}</h3>
              <ul className={landscape ? styles.landscape : styles.portrait}>
                {block.pictures.map((picture) => (
                  <li key={picture.id}>{thumb(picture, landscape ? 750 / 450 : 3 / 4)}</li>
                ))}
              </ul>
            </section>
          );
        })}
      </main>
      {loaded && <loaded.MallPictureViewer key={viewer.opened} pictures={all} visible={viewer.visible} index={viewer.index} onClose={close} />}
    </div>
  );
}
