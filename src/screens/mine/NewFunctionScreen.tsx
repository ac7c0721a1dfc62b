import dayjs from 'dayjs';
import { useReleaseNotesQuery } from '@/api/memberApi';
import type { ReleaseNote } from '@/api/types/member';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { EmptyState } from '@/components/states';
import { useI18n, type Locale } from '@/platform/i18n';
import styles from './NewFunctionScreen.module.css';
import '@/platform/i18n/areas/newFunction';

function releaseDate(value: string, locale: Locale): string {
  return dayjs(value).format(locale === 'zh-CN' ? 'YYYY年M月D日' : 'MMM D, YYYY');
}

function Release({ release, latest }: { release: ReleaseNote; latest: boolean }) {
  const { t, locale } = useI18n();
  const headingId = `release-${release.version}`;
  return (
    <article className={styles.release} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h2 className={styles.version} id={headingId}>
          {t('newFunction.version', { version: release.version })}
        </h2>
        {latest && <span className={styles.latest}>{t('newFunction.latest')}</span>}
        <time className={styles.date} dateTime={release.releaseDate}>
          {releaseDate(release.releaseDate, locale)}
        </time>
      </header>
      <ul className={styles.notes}>
        {release.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </article>
  );
}

/** /mine/newFunction: what is new, release by release, newest first (releaseNotes; public). */
export default function NewFunctionScreen() {
  const { t } = useI18n();
  const query = useReleaseNotesQuery();
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./mine/newFunction')} />
      <QueryView query={query} empty={<EmptyState title={t('newFunction.emptyTitle')} description={t('newFunction.emptyBody')} />}>
        {(releases) => (
          <section className={styles.content} data-testid="new-function-content" aria-label={t('newFunction.content')}>
            {releases.map((release, index) => (
              <Release key={release.version} release={release} latest={index === 0} />
            ))}
          </section>
        )}
      </QueryView>
    </div>
  );
}
