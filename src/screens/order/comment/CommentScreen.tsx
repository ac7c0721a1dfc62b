import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useOrderDetailQuery } from '@/api/orderLifeApi';
import type { Order } from '@/api/types/order';
import { PageHeader } from '@/components/PageHeader/PageHeader';
import { QueryView } from '@/components/QueryView';
import { EmptyState, PageSkeleton, StateAction } from '@/components/states';
import { useI18n } from '@/platform/i18n';
import { href, paths } from '@/routes';
import { useFormDraft } from '../common/draft';
import { isGoodsLine } from '../common/orderRules';
import { linesToReview, parseReviewDraft, reviewDraftKey, reviewState } from './review';
import { ReviewForm } from './ReviewForm';
import submitPage from '@/styles/submitPage.module.css';
import styles from './CommentScreen.module.css';
import '@/platform/i18n/areas/comment';

/**
 * /comment?orderId=: review a completed order, one block per goods not reviewed yet. An order
 * fully reviewed shows the done state; an order not completed says so.
 */
export default function CommentScreen() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const query = useOrderDetailQuery(orderId ? { orderId } : skipToken);
  return (
    <div className={submitPage.page}>
      <PageHeader title={t('route./comment')} />
      {orderId ? (
        <QueryView query={query} skeleton={<PageSkeleton rows={2} />}>
          {(order) => <OrderReview key={order.orderId} order={order} />}
        </QueryView>
      ) : (
        <EmptyState />
      )}
    </div>
  );
}

function OrderReview({ order }: { order: Order }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [draft, updateDraft, clearDraft] = useFormDraft(reviewDraftKey(order.orderId), parseReviewDraft);
  const state = reviewState(order);
  // 查看评价 opens a reviewed goods' page: a package or a fee has none
  const firstLine = order.lines.find((line) => isGoodsLine(order, line));

  if (state === 'done') {
    return (
      <div data-testid="review-done">
        <EmptyState
          title={t('comment.doneTitle')}
          description={t('comment.doneBody')}
          action={
            <div className={styles.actions}>
              {firstLine && (
                <StateAction onClick={() => void navigate(href(paths.goodsDetail, { id: firstLine.goodsId }))}>{t('comment.viewReviews')}</StateAction>
              )}
              <StateAction kind="secondary" onClick={() => void navigate(href('/order'))}>
                {t('comment.backToOrders')}
              </StateAction>
            </div>
          }
        />
      </div>
    );
  }
  if (state === 'notCompleted') {
    const status = t('comment.statuses').split('|')[order.status] ?? order.statusText;
    return (
      <div data-testid="review-not-completed">
        <EmptyState
          title={t('comment.notCompletedTitle')}
          description={t('comment.notCompletedBody', { status })}
          action={<StateAction onClick={() => void navigate(href(paths.orderDetails, { orderId: order.orderId }))}>{t('comment.viewOrder')}</StateAction>}
        />
      </div>
    );
  }
  return <ReviewForm order={order} lines={linesToReview(order)} draft={draft} onDraft={updateDraft} onDone={clearDraft} />;
}
