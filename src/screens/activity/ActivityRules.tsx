import { useEffect, useState } from 'react';
import { useI18n } from '@/platform/i18n';
import styles from './ActivityParts.module.css';
import '@/platform/i18n/areas/activityArea';

export const activityRulesTestId = 'activity-rules';

interface ActivityRulesProps {
  rules: string[];
  /** the rules as server HTML: shown once sanitised; until then, or without it, `rules` as a list */
  rulesHtml?: string;
}

/**
 * The activity's rules. Server HTML goes through `sanitizeRules` (DOMPurify), loaded with the rules
 * rather than with the page; the plain list shows meanwhile, so the section never jumps from empty.
 */
export function ActivityRules({ rules, rulesHtml }: ActivityRulesProps) {
  const { t } = useI18n();
  const [html, setHtml] = useState('');
  useEffect(() => {
    if (!rulesHtml) return undefined;
    let live = true;
    void import('./sanitizeRules').then(({ sanitizeRules }) => {
      if (live) setHtml(sanitizeRules(rulesHtml));
    });
    return () => {
      live = false;
    };
  }, [rulesHtml]);
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
