import { useEffect, useMemo, useState } from 'react';
import { deferredModule, useDeferredModule } from '@/platform/deferredModule';
import { useI18n } from '@/platform/i18n';
import styles from './ActivityParts.module.css';
import '@/platform/i18n/areas/activityArea';

export const activityRulesTestId = 'activity-rules';

/**
 * DOMPurify (~12 KB gzip) is for the rules only, the last block of the page: it loads when the user
 * starts scrolling or once the page has settled, whichever is first, never with the page. (Not "when
 * in view": while the coupons and packages above are loading, their short placeholders leave the
 * rules on the first screen.)
 */
const sanitizer = deferredModule(() => import('./sanitizeRules'));

/** Fetches the sanitiser ahead of the rules (stories that screenshot the page at once). */
export function preloadRules(): Promise<unknown> {
  return sanitizer.load();
}

/** The user has started to scroll (towards the rules). Once true, it stays. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return undefined;
    const scroll = () => setScrolled(true);
    document.addEventListener('scroll', scroll, { capture: true, once: true, passive: true });
    return () => document.removeEventListener('scroll', scroll, { capture: true });
  }, [scrolled]);
  return scrolled;
}

interface ActivityRulesProps {
  rules: string[];
  /** the rules as server HTML: shown once sanitised; until then, or without it, `rules` as a list */
  rulesHtml?: string;
}

/**
 * The activity's rules. Server HTML goes through `sanitizeRules` (DOMPurify, loaded as above); the
 * plain list shows meanwhile, so the section never jumps from empty. No sanitiser is loaded for an
 * activity without HTML rules.
 */
export function ActivityRules({ rules, rulesHtml }: ActivityRulesProps) {
  const { t } = useI18n();
  const scrolled = useScrolled();
  const loaded = useDeferredModule(sanitizer, Boolean(rulesHtml) && scrolled, 'activity rules', { loadWhenSettled: Boolean(rulesHtml) });
  const html = useMemo(() => (loaded && rulesHtml ? loaded.sanitizeRules(rulesHtml) : ''), [loaded, rulesHtml]);
  return (
    <section className={styles.section} aria-labelledby="activity-rules-title" data-testid={activityRulesTestId}>
      <h2 id="activity-rules-title" className={styles.sectionTitle}>
        {t('activityArea.rules.title')}
      </h2>
      {html ? (
        <div className={styles.richRules} data-testid="activity-rules-html" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <ol className={styles.rules}>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
