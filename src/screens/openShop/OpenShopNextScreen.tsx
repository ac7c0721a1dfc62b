import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { OpenShopInfo } from '@/api/types/openShop';
import { useOpenShopInfoQuery } from '@/api/openShopApi';
import { canGoBack, PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { EmptyState, ErrorState, PageSkeleton } from '@/components/states';
import { useForm } from '@/hooks/form';
import { useI18n } from '@/platform/i18n';
import { paths } from '@/routes';
import { ApplicationState } from './ApplicationState';
import { LicenceForm } from './LicenceForm';
import { emptyOpenShop, OPEN_SHOP_DRAFT, parseOpenShopDraft, stepOneDone, stepTwoRules } from './openShopForm';
import { StepHeader } from './StepHeader';
import { useShopFee } from './useShopFee';
import styles from './OpenShopScreen.module.css';
import '@/platform/i18n/areas/openShop';

/** The page around a state (loading, failed, nothing): the header and the steps. */
function Framed({ children, onBack }: { children: ReactNode; onBack?: () => void }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <PageHeader title={t('route./openshop/openshop-next')} {...(onBack ? { onBack } : {})} />
      {children}
    </div>
  );
}

/**
 * Step 2 with what the server knows: an application awaiting its fee or under review shows that
 * state; otherwise the licence and agreement form over the kept draft (step 1 not done: back to
 * step 1). The fee's actions live here, above the views, so the payment runs on while the view
 * changes from the form to the application's state.
 */
function OpenShopFlow({ info }: { info: OpenShopInfo }) {
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const form = useForm({ id: 'open-shop', draft: OPEN_SHOP_DRAFT, initial: emptyOpenShop, parse: parseOpenShopDraft, rules: stepTwoRules });
  const fee = useShopFee();
  const back = () => {
    if (canGoBack(locationKey)) void navigate(-1);
    else void navigate('/openshop/openshop', { replace: true });
  };
  const application = info.application;
  const busy = fee.submit.busy || fee.payAgain.busy;

  if (application && application.status !== 3 && application.status !== 4) {
    return (
      <Framed>
        <ApplicationState
          application={application}
          paying={busy}
          onPay={() => void fee.payAgain.run(application)}
          onDone={() => void navigate(paths.mine, { replace: true })}
        />
      </Framed>
    );
  }
  if (!stepOneDone(form.values) && !busy) return <Navigate to={'/openshop/openshop'} replace />;
  return (
    <Framed onBack={back}>
      <StepHeader current={2} />
      <LicenceForm form={form} info={info} busy={busy} onSubmit={fee.submit.run} onBack={back} />
    </Framed>
  );
}

/**
 * /openshop/openshop-next, step 2 of opening a shop: licence photos, the agreement, then the shop
 * fee paid through the orders' payment flow; afterwards the application's state (under review).
 */
export default function OpenShopNextScreen() {
  const query = useOpenShopInfoQuery();
  return (
    <QueryView
      query={query}
      skeleton={
        <Framed>
          <PageSkeleton />
        </Framed>
      }
      error={(failure) => (
        <Framed>
          <ErrorState {...failure} />
        </Framed>
      )}
      empty={
        <Framed>
          <EmptyState />
        </Framed>
      }
    >
      {(data) => <OpenShopFlow info={data} />}
    </QueryView>
  );
}
