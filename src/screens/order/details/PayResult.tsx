import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useRecommendGoodsQuery } from '@/api/homeApi';
import type { Order } from '@/api/types/order';
import { GoodsCard } from '@/components/GoodsCard/GoodsCard';
import { Price } from '@/components/Price/Price';
import { fen } from '@/lib/fen';
import { useI18n } from '@/platform/i18n';
import styles from './PayResult.module.css';
import '@/platform/i18n/areas/orderDetails';
import goodsGrid from '@/styles/goodsGrid.module.css';

/** How many recommended goods the result shows under its buttons. */
const RECOMMENDED_SHOWN = 4;

export interface PayResultProps {
  order: Order;
  /** 查看订单: the order's details */
  onViewOrder: () => void;
  /** 继续逛逛: the home page */
  onContinue: () => void;
  onOpenGoods: (goodsId: string) => void;
}

/**
 * The end of a payment: 支付成功, the amount paid, 查看订单 and 继续逛逛, then a few of the goods the
 * home page recommends. A failure of the recommendations leaves them out: the payment is what counts.
 */
export function PayResult({ order, onViewOrder, onContinue, onOpenGoods }: PayResultProps) {
  const { t } = useI18n();
  const recommended = useRecommendGoodsQuery();
  const goods = (recommended.data ?? []).slice(0, RECOMMENDED_SHOWN);
  return (
    <div className={styles.result} data-testid="pay-result">
      <section className={styles.head} aria-labelledby="pay-result-title">
        <CheckCircleFill className={styles.icon} aria-hidden />
        <h2 id="pay-result-title" className={styles.title}>
          {t('orderDetails.result.paid')}
        </h2>
        <p className={styles.amount} data-testid="pay-result-amount">
          <span>{t('orderDetails.result.amount')}</span>
          <Price value={fen(order.payAmount)} role="hero" />
        </p>
        <div className={styles.buttons}>
          <Button shape="rounded" fill="outline" className={styles.button} onClick={onViewOrder}>
            {t('orderDetails.result.viewOrder')}
          </Button>
          <Button shape="rounded" color="primary" fill="outline" className={styles.button} onClick={onContinue}>
            {t('orderDetails.result.continueShopping')}
          </Button>
        </div>
      </section>
      {goods.length > 0 && (
        <section className={styles.recommended} aria-labelledby="pay-result-recommended" data-testid="pay-result-recommended">
          <h2 id="pay-result-recommended" className={styles.recommendedTitle}>
            {t('orderDetails.result.recommended')}
          </h2>
          <ul className={goodsGrid.grid}>
            {goods.map((item) => (
              <li key={item.goodsId}>
                <GoodsCard goods={item} onOpen={onOpenGoods} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
