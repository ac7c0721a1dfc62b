import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { useI18n } from '@/platform/i18n';
import { paths } from '@/routes';
import styles from './ComingSoon.module.css';
import { StateAction } from '@/components/states/StateAction';
import { StatusBlock } from '@/components/states/StatusBlock';

export interface ComingSoonProps {
  /** the route's title, shown in the header and the message */
  title: string;
  /** the route pattern, kept on the root so tooling can count unbuilt routes */
  route: string;
  /** tab pages are roots: no back arrow */
  hideBack?: boolean;
}

/** The app's one marked placeholder, shown for routes whose issue has not been worked yet. */
export function ComingSoon({ title, route, hideBack = false }: ComingSoonProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <div className={styles.page} data-coming-soon={route}>
      <PageHeader title={title} hideBack={hideBack} />
      <StatusBlock status="busy" title={t('comingSoon.title')} description={t('comingSoon.body', { title })} fullPage>
        {route !== paths.home && (
          <StateAction onClick={() => void navigate(paths.home, { replace: true })}>
            {t('comingSoon.backHome')}
          </StateAction>
        )}
      </StatusBlock>
    </div>
  );
}
