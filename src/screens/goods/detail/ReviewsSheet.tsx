import { Skeleton } from 'antd-mobile';
import { Sheet } from '@/components/Sheet';
import { CloseOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useGoodsEvaluationPageQuery } from '@/api/shopApi';
import { QueryView } from '@/components/QueryView';
import { useI18n } from '@/platform/i18n';
import { ReviewItem } from './ReviewItem';
import styles from './detail.module.css';
import '@/platform/i18n/areas/goods';

/** The "view all" sheet reads one larger page. */
const ALL_SIZE = 50;

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

export interface ReviewsSheetProps {
  visible: boolean;
  goodsId: string;
  /** the summary's count, shown until the sheet's own page has answered */
  count: number;
  onClose: () => void;
}

/**
 * Every review of the goods in a bottom sheet (the app's `Sheet`, antd-mobile's Popup with react-spring): a chunk of
 * its own, loaded when the sheet first opens or once the page has settled (ReviewsSummary.tsx).
 */
export function ReviewsSheet({ visible, goodsId, count, onClose }: ReviewsSheetProps) {
  return (
    <Sheet visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheetPopup} destroyOnClose>
      {visible && <AllReviews goodsId={goodsId} count={count} onClose={onClose} />}
    </Sheet>
  );
}
