import { isApiError } from '@/api/errors';
import { Popup, Skeleton } from 'antd-mobile';
import { CloseOutline, RightOutline } from 'antd-mobile-icons';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import type { Evaluation } from '@/api/types/shop';
import { useGoodsEvaluationPageQuery } from '@/api/shopApi';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { QueryView } from '@/components/QueryView';
import { useI18n } from '@/platform/i18n';
import styles from './detail.module.css';
import '@/platform/i18n/areas/goods';

/** Reviews the summary shows; the "view all" sheet reads one larger page. */
const SUMMARY_SIZE = 2;
const ALL_SIZE = 50;

function Stars({ rating }: { rating: number }) {
  const { t } = useI18n();
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={styles.stars} role="img" aria-label={t('goods.detail.rating', { rating: whole })}>
      {'★'.repeat(whole)}
      <span className={styles.starsOff}>{'★'.repeat(5 - whole)}</span>
    </span>
  );
}

function ReviewItem({ review }: { review: Evaluation }) {
  const { t } = useI18n();
  return (
    <li className={styles.review} data-testid="review">
      <div className={styles.reviewHead}>
        <span className={styles.avatar}>
          <GoodsImage src={review.avatar} alt="" radius={14} fallback="default" loading="eager" />
        </span>
        <span className={styles.nickname}>{review.nickname}</span>
        <Stars rating={review.rating} />
        <time className={styles.reviewDate} dateTime={review.createTime.replace(' ', 'T')}>
          {dayjs(review.createTime).format('YYYY-MM-DD')}
        </time>
      </div>
      <p className={styles.reviewText}>{review.content}</p>
      {review.specName && <p className={styles.reviewSpec}>{t('goods.detail.reviewSpec', { spec: review.specName })}</p>}
      {review.images.length > 0 && (
        <ul className={styles.reviewImages}>
          {review.images.slice(0, 3).map((image, index) => (
            <li key={`${image}-${index}`}>
              <GoodsImage src={image} alt={`${review.nickname} ${index + 1}`} radius={4} loading="eager" />
            </li>
          ))}
        </ul>
      )}
      {review.reply && <p className={styles.reply}>{t('goods.detail.shopReply', { reply: review.reply })}</p>}
    </li>
  );
}

function AllReviews({ goodsId, count, onClose }: { goodsId: string; count: number; onClose: () => void }) {
  const { t } = useI18n();
  const titleId = useId();
  const reviews = useGoodsEvaluationPageQuery({ goodsId, pageNo: 1, pageSize: ALL_SIZE });
  return (
    <div className={styles.reviewSheet} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className={styles.sheetHead}>
        <h2 id={titleId} className={styles.sheetTitle}>
          {t('goods.detail.allReviews', { count: reviews.data?.total ?? count })}
        </h2>
        <button type="button" className={styles.sheetClose} aria-label={t('goods.sku.close')} onClick={onClose}>
          <CloseOutline />
        </button>
      </div>
      <div className={styles.sheetBody}>
        {/* an empty page shows the (empty) list: the sheet opens only when there are reviews */}
        <QueryView
          query={reviews}
          skeleton={<Skeleton.Paragraph lineCount={6} animated={false} />}
          isEmpty={() => false}
          empty={<ul className={styles.reviewList} />}
        >
          {(page) => (
            <ul className={styles.reviewList}>
              {page.list.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </div>
  );
}

/** Reviews of the goods: count, positive rate, the two latest, and a sheet with all of them. */
export function ReviewsSummary({ goodsId }: { goodsId: string }) {
  const { t } = useI18n();
  const [showAll, setShowAll] = useState(false);
  const reviews = useGoodsEvaluationPageQuery({ goodsId, pageNo: 1, pageSize: SUMMARY_SIZE });
  const { data } = reviews;
  const total = data?.total ?? 0;

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
      <Popup visible={showAll} onMaskClick={() => setShowAll(false)} onClose={() => setShowAll(false)} bodyClassName={styles.sheetPopup} destroyOnClose>
        {showAll && <AllReviews goodsId={goodsId} count={total} onClose={() => setShowAll(false)} />}
      </Popup>
    </section>
  );
}
