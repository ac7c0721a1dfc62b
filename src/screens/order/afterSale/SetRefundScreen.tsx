import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useOrderDetailQuery } from '@/api/orderLifeApi';
import type { Order } from '@/api/types/order';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { EmptyState, PageSkeleton, StateAction } from '@/components/states';
import { useI18n } from '@/platform/i18n';
import { href, paths } from '@/routes';
import { awaitsReturnLogistics, isOpen, requestKindFor } from './afterSale';
import submitPage from '@/styles/submitPage.module.css';
import '@/platform/i18n/areas/setRefund';

/*
 * One of two bodies shows per order, each its own chunk, so the page loads only the one it needs:
 * the apply form (with its photos) or the open request (with the waybill form).
 */
const RequestForm = lazy(() => import('./RequestForm').then((module) => ({ default: module.RequestForm })));
const OpenRequestBody = lazy(() => import('./OpenRequestBody'));

type FormType = 'refund' | 'return' | 'logistics';
const formType = (value: string | null): FormType => (value === 'return' || value === 'logistics' ? value : 'refund');

/**
 * /setRefund?orderId=&type=refund|return|logistics: apply 仅退款 (order 待发货) or 退货退款
 * (待收货 / 已完成); the return waybill of an open return; an open request shows instead of a new
 * form, with 撤销申请. After a successful submit: the order's details (replace).
 */
export default function SetRefundScreen() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const type = formType(params.get('type'));
  const query = useOrderDetailQuery(orderId ? { orderId } : skipToken);
  const kind = query.data ? requestKindFor(query.data) : null;
  const title =
    type === 'logistics' ? t('setRefund.titleLogistics') : (kind ?? type) === 'return' ? t('setRefund.titleReturn') : t('setRefund.titleRefund');
  return (
    <div className={submitPage.page}>
      <PageHeader title={title} />
      {orderId ? (
        <QueryView query={query} skeleton={<PageSkeleton rows={3} />}>
          {(order) => <AfterSalePage key={order.orderId} order={order} type={type} />}
        </QueryView>
      ) : (
        <EmptyState />
      )}
    </div>
  );
}

function AfterSalePage({ order, type }: { order: Order; type: FormType }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const toOrder = () => void navigate(href(paths.orderDetails, { orderId: order.orderId }));
  const open = order.status === 5 && order.afterSale && isOpen(order.afterSale) ? order.afterSale : null;

  if (open) {
    const waybill = type === 'logistics' && awaitsReturnLogistics(open);
    return (
      <Suspense fallback={<PageSkeleton rows={2} />}>
        <OpenRequestBody
          order={order}
          afterSale={open}
          waybill={waybill}
          onFillLogistics={() => setParams({ orderId: order.orderId, type: 'logistics' }, { replace: true })}
          onCancelled={() => void navigate(href(paths.orderDetails, { orderId: order.orderId }), { replace: true })}
        />
      </Suspense>
    );
  }
  const kind = requestKindFor(order);
  if (type === 'logistics' || !kind) {
    return (
      <div data-testid="after-sale-not-allowed">
        <EmptyState
          title={type === 'logistics' ? t('setRefund.noReturnTitle') : t('setRefund.notAllowedTitle')}
          description={type === 'logistics' ? t('setRefund.noReturnBody') : t('setRefund.notAllowedBody')}
          action={<StateAction onClick={toOrder}>{t('setRefund.viewOrder')}</StateAction>}
        />
      </div>
    );
  }
  return (
    <Suspense fallback={<PageSkeleton rows={3} />}>
      <RequestForm order={order} kind={kind} />
    </Suspense>
  );
}
