import dayjs from 'dayjs';
import type { Evaluation } from '@/api/types/shop';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { useI18n } from '@/platform/i18n';
import styles from './detail.module.css';
import '@/platform/i18n/areas/goods';

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

/** One review: who, stars, date, text, spec, up to three pictures, the shop's reply. */
export function ReviewItem({ review }: { review: Evaluation }) {
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
