import { useI18n } from '@/platform/i18n';
import { StateAction } from '@/components/states/StateAction';
import { StatusBlock } from '@/components/states/StatusBlock';

/** Last line of defence: a screen that throws while rendering shows this, never a white screen. */
export function RouteErrorPage() {
  const { t } = useI18n();
  return (
    <div role="alert" data-route-error>
      <StatusBlock status="default" title={t('state.serverError')} description="" fullPage>
        <StateAction onClick={() => window.location.reload()}>
          {t('state.retry')}
        </StateAction>
      </StatusBlock>
    </div>
  );
}
