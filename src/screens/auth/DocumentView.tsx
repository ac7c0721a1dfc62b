import dayjs from 'dayjs';
import { useId } from 'react';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { useI18n, type Locale } from '@/platform/i18n';
import type { DocumentBlock, LocalizedDocument, SdkEntry } from './documents/types';
import styles from './DocumentView.module.css';
import '@/platform/i18n/areas/auth';

function formatDate(value: string, locale: Locale): string {
  return dayjs(value).format(locale === 'zh-CN' ? 'YYYY年M月D日' : 'MMMM D, YYYY');
}

function Block({ block }: { block: DocumentBlock }) {
  return (
    <>
      {block.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
      {block.items && (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function SdkCard({ sdk }: { sdk: SdkEntry }) {
  const { t } = useI18n();
  const rows: [string, string][] = [
    [t('auth.document.provider'), sdk.provider],
    [t('auth.document.purpose'), sdk.purpose],
    [t('auth.document.scenario'), sdk.scenario],
    [t('auth.document.data'), sdk.data],
    [t('auth.document.policy'), sdk.policy],
  ];
  return (
    <div className={styles.sdk}>
      <h3 className={styles.sdkName}>{sdk.name}</h3>
      <dl className={styles.sdkFacts}>
        {rows.map(([term, detail]) => (
          <div key={term} className={styles.sdkRow}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * A legal document page (/agreement, /privacy, /privacySDK): title in the header, dates, then
 * sections as h2 and subsections / SDKs as h3, at a comfortable reading size and line height.
 */
export function DocumentView({ title, document }: { title: string; document: LocalizedDocument }) {
  const { t, locale } = useI18n();
  const doc = document[locale];
  const idPrefix = useId();
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <main className={styles.main}>
        <article className={styles.article} aria-label={title}>
          <p className={styles.meta}>
            <span>{t('auth.document.updated', { date: formatDate(doc.updated, locale) })}</span>
            <span>{t('auth.document.effective', { date: formatDate(doc.effective, locale) })}</span>
          </p>
          {doc.summary && <p className={styles.note}>{t('auth.document.summaryNote')}</p>}
          <div className={styles.intro}>
            {doc.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {doc.sections.map((section, index) => {
            const headingId = `${idPrefix}-s${index}`;
            return (
              <section key={section.heading} className={styles.section} aria-labelledby={headingId}>
                <h2 id={headingId} className={styles.h2}>
                  {section.heading}
                </h2>
                <Block block={section} />
                {section.subsections?.map((subsection) => (
                  <div key={subsection.heading} className={styles.subsection}>
                    <h3 className={styles.h3}>{subsection.heading}</h3>
                    <Block block={subsection} />
                  </div>
                ))}
                {section.sdks?.map((sdk) => <SdkCard key={sdk.name} sdk={sdk} />)}
              </section>
            );
          })}
        </article>
      </main>
    </div>
  );
}
