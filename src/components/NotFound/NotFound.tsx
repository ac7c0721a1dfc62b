import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { useI18n } from '@/platform/i18n';
import { paths } from '@/routes';
import styles from '../ComingSoon/ComingSoon.module.css';
import { StateAction } from '@/components/states/StateAction';
import { StatusBlock } from '@/components/states/StatusBlock';

/** Any path outside the route table. */
export function NotFound() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <div className={styles.page} data-not-found>
      <PageHeader title={t('notFound.title')} />
      <StatusBlock status="empty" title={t('notFound.title')} description={t('notFound.body')} fullPage>
        <StateAction onClick={() => void navigate(paths.home, { replace: true })}>
          {t('notFound.backHome')}
        </StateAction>
      </StatusBlock>
    </div>
  );
}
