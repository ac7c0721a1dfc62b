import { useNavigate } from 'react-router-dom';
import { useServiceCentreQuery } from '@/api/serviceApi';
import type { ServiceCentre } from '@/api/types/service';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { useI18n } from '@/platform/i18n';
import styles from './CallCenterScreen.module.css';
import '@/platform/i18n/areas/callCenter';

/**
 * /callCenter: the customer service centre: common questions (one open at a time), the way to
 * the online chat, the hotline as a tel: link, and the hours it is staffed, all from serviceCentre.
 */
export default function CallCenterScreen() {
  const { t } = useI18n();
  const query = useServiceCentreQuery();
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./callCenter')} />
      <QueryView query={query} isEmpty={(centre) => centre.questions.length === 0 && !centre.phone}>
        {(centre) => <CentreView centre={centre} />}
      </QueryView>
    </div>
  );
}

function CentreView({ centre }: { centre: ServiceCentre }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <div className={styles.content} data-testid="callCenter-content">
      <p className={styles.intro}>{t('callCenter.intro')}</p>
      <section className={styles.card} aria-labelledby="service-contact">
        <h2 id="service-contact" className={styles.title}>
          {t('callCenter.contact')}
        </h2>
        <button type="button" className={styles.row} onClick={() => void navigate('/chat/conversation')}>
          <span className={styles.rowText}>
            <span className={styles.rowLabel}>{t('callCenter.chat')}</span>
            <span className={styles.rowHint}>{t('callCenter.chatHint')}</span>
          </span>
          <span className={styles.arrow} aria-hidden>
            ›
          </span>
        </button>
        {centre.phone && (
          <a className={styles.row} href={`tel:${centre.phone.replace(/[^\d+]/g, '')}`} aria-label={t('callCenter.callPhone', { phone: centre.phone })}>
            <span className={styles.rowText}>
              <span className={styles.rowLabel}>{t('callCenter.phone')}</span>
              <span className={styles.phone}>{centre.phone}</span>
            </span>
            <span className={styles.arrow} aria-hidden>
              ›
            </span>
          </a>
        )}
        {centre.hours.length > 0 && (
          <div className={styles.hours}>
            <span className={styles.rowLabel}>{t('callCenter.hours')}</span>
            <ul className={styles.hoursList}>
              {centre.hours.map((hours) => (
                <li key={hours.days}>{t('callCenter.hoursLine', { days: t(`callCenter.days.${hours.days}`), open: hours.open, close: hours.close })}</li>
              ))}
            </ul>
          </div>
        )}
      </section>
      {centre.questions.length > 0 && (
        <section className={styles.card} aria-labelledby="service-questions">
          <h2 id="service-questions" className={styles.title}>
            {t('callCenter.questions')}
          </h2>
          {/* the platform's disclosure element, one open at a time through a shared `name` (a
              webview without that opens several, still readable): antd-mobile's Collapse would
              bring its animation library, about 18 KB, to this page alone */}
          <div className={styles.questions}>
            {centre.questions.map((item) => (
              <details key={item.questionId} name="service-questions" className={styles.question}>
                <summary className={styles.questionTitle}>{item.question}</summary>
                <div className={styles.answerBox}>
                  {item.answer.split('\n').map((paragraph, index) => (
                    <p key={index} className={styles.answer}>
                      {paragraph}
                    </p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
