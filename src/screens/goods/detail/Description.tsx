import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { deferredModule, useDeferredModule } from '@/platform/deferredModule';
import { useI18n } from '@/platform/i18n';
import styles from './detail.module.css';
import '@/platform/i18n/areas/goods';

/**
 * DOMPurify (~12 KB gzip) is for the description only, which sits below the fold: it loads when
 * the description is in view, when the user starts scrolling, or once the page has settled,
 * whichever is first.
 */
const sanitizer = deferredModule(() => import('../sanitizeDescription'));

/** Fetches the sanitiser ahead of the description (stories and tests that screenshot it at once). */
export function preloadDescription(): Promise<unknown> {
  return sanitizer.load();
}

/**
 * Whether the description is wanted: it is in the viewport, or the user has started to scroll
 * (towards it: the sanitiser is in before the description comes into view). Once true, it stays.
 */
function useWanted(ref: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (wanted || !element) return;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    });
    observer.observe(element);
    document.addEventListener('scroll', want, { capture: true, once: true, passive: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('scroll', want, { capture: true });
    };
  }, [ref, wanted]);
  return wanted;
}

/** The sanitised HTML, once the sanitiser is in; until then a block of reserved height. */
function DescriptionBody({ html }: { html: string }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const wanted = useWanted(ref);
  const loaded = useDeferredModule(sanitizer, wanted, 'goods description');
  const safe = useMemo(() => (loaded ? loaded.sanitizeDescription(html) : ''), [loaded, html]);
  if (!loaded) return <div ref={ref} className={styles.descriptionPending} aria-busy="true" data-testid="goods-description-pending" />;
  if (!safe) return <p className={styles.muted}>{t('goods.detail.descriptionEmpty')}</p>;
  return <div className={styles.description} data-testid="goods-description" dangerouslySetInnerHTML={{ __html: safe }} />;
}

/** The goods' description: server HTML, sanitised (no sanitiser is loaded for a goods without one). */
export function Description({ html }: { html: string | null | undefined }) {
  const { t } = useI18n();
  return (
    <section className={styles.card} aria-labelledby="goods-description-title">
      <h2 id="goods-description-title" className={styles.cardTitle}>
        {t('goods.detail.description')}
      </h2>
      {html?.trim() ? <DescriptionBody html={html} /> : <p className={styles.muted}>{t('goods.detail.descriptionEmpty')}</p>}
    </section>
  );
}
