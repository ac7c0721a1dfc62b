import { Button, ErrorBlock } from 'antd-mobile';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useI18n } from '@/platform/i18n';

/** Last line of defence: a screen that throws while rendering shows this, never a white screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useI18n();
  useEffect(() => {
    console.warn('[route error]', error);
  }, [error]);
  return (
    <div role="alert" data-route-error>
      <ErrorBlock status="default" title={t('state.serverError')} description="" fullPage>
        <Button color="primary" onClick={() => window.location.reload()}>
          {t('state.retry')}
        </Button>
      </ErrorBlock>
    </div>
  );
}
