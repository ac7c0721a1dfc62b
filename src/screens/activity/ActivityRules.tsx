import { useEffect, useRef, useState } from 'react';
import { useI18n } from '@/platform/i18n';
import styles from './ActivityParts.module.css';
import '@/platform/i18n/areas/activityArea';

export const activityRulesTestId = 'activity-rules';

interface ActivityRulesProps {
  rules: string[];
  /** the rules as server HTML: shown once sanitised; until then, or without it, `rules` as a list */
  rulesHtml?: string;
}

/** How far below the screen the rules may be when their sanitiser starts loading. */
const NEAR = '300px';

/**
 * The activity's rules. Server HTML goes through `sanitizeRules` (DOMPurify), loaded once the rules
 * come near the screen (they sit at the bottom of the page), not with the page; the plain list shows
 * meanwhile, so the section never jumps from empty.
 */
export function ActivityRules({ rules, rulesHtml }: ActivityRulesProps) {
  const { t } = useI18n();
  const section = useRef<HTMLElement>(null);
  // without IntersectionObserver (an old webview, jsdom) the rules load at once
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [html, setHtml] = useState('');
  useEffect(() => {
    const element = section.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  useEffect(() => {
    if (!rulesHtml || !near) return undefined;
    let live = true;
    void import('./sanitizeRules').then(({ sanitizeRules }) => {
      if (live) setHtml(sanitizeRules(rulesHtml));
    });
    return () => {
      live = false;
    };
  }, [rulesHtml, near]);
  return (
    <section ref={section} className={styles.section} aria-labelledby="activity-rules-title" data-testid={activityRulesTestId}>
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
