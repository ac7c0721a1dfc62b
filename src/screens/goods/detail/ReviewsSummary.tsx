import { isApiError } from '@/api/errors';
import { Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useGoodsEvaluationPageQuery } from '@/api/shopApi';
import { QueryView } from '@/components/QueryView';
import { deferredModule, useDeferredModule } from '@/platform/deferredModule';
import { useI18n } from '@/platform/i18n';
import { ReviewItem } from './ReviewItem';
import styles from './detail.module.css';
import '@/platform/i18n/areas/goods';

/** Reviews the summary shows. */
const SUMMARY_SIZE = 2;

/** The "view all" sheet (a Popup, with react-spring): no part of the launch. */
const sheetModule = deferredModule(() => import('./ReviewsSheet'));

/** Fetches the "view all" sheet ahead of its first open (stories that open it). */
export function preloadReviewsSheet(): Promise<unknown> {
  return sheetModule.load();
}

/** Reviews of the goods: count, positive rate, the two latest, and a sheet with all of them. */
export function ReviewsSummary({ goodsId }: { goodsId: string }) {
  const { t } = useI18n();
  const [showAll, setShowAll] = useState(false);
  const reviews = useGoodsEvaluationPageQuery({ goodsId, pageNo: 1, pageSize: SUMMARY_SIZE });
  const { data } = reviews;
  const total = data?.total ?? 0;
  const sheet = useDeferredModule(sheetModule, showAll, 'reviews sheet');

  return (
    <section className={styles.card} aria-labelledby="goods-reviews-title" data-testid="reviews-summary">
      <div className={styles.cardHead}>
        <h2 id="goods-reviews-title" className={styles.cardTitle}>
          {t('goods.detail.reviews', { count: total })}
        </h2>
        {total > 0 && (
          <>
            <span className={styles.goodRate}>{t('goods.detail.goodRate', { rate: Math.round((data?.goodRate ?? 0) * 100) })}</span>
            <button type="button" className={styles.linkButton} onClick={() => setShowAll(true)}>
              {t('goods.detail.viewAll')}
              <RightOutline aria-hidden />
            </button>
          </>
        )}
      </div>
      <QueryView
        query={reviews}
        skeleton={<Skeleton.Paragraph lineCount={3} animated={false} />}
        error={({ error, onRetry, retrying }) => (
          <>
            {/* the server's reason, said here once (the app's toast does not repeat a query's) */}
            {isApiError(error) && error.kind === 'business' && error.message && <p className={styles.muted}>{error.message}</p>}
            <button type="button" className={styles.inlineRetry} onClick={onRetry} disabled={retrying}>
              {t('list.loadMoreFailed')}
            </button>
          </>
        )}
        isEmpty={(page) => page.total === 0}
        keepStaleEmpty
        empty={<p className={styles.muted}>{t('goods.detail.noReviews')}</p>}
      >
        {(page) => (
          <ul className={styles.reviewList}>
            {page.list.slice(0, SUMMARY_SIZE).map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
      </QueryView>
      {sheet && <sheet.ReviewsSheet visible={showAll} goodsId={goodsId} count={total} onClose={() => setShowAll(false)} />}
    </section>
  );
}
