import type { ReactNode } from 'react';
import type { Order } from '@/api/types/order';
import { fullAddress, maskMobile } from '@/components/AddressCard/address';
import { Price } from '@/components/Price/Price';
import { fen, subtractFen } from '@/lib/money';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { copyText } from '@/platform/clipboard';
import { shownTime } from '../common/serverTime';
import styles from './OrderDetailsScreen.module.css';
import '@/platform/i18n/areas/orderDetails';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.row} data-testid={testId}>
      <dt className={styles.rowLabel}>{label}</dt>
      <dd className={styles.rowValue}>{children}</dd>
    </div>
  );
}

/** The delivery address as it was when the order was placed. */
export function AddressSection({ order }: { order: Order }) {
  const { t } = useI18n();
  return (
    <section className={styles.card} aria-label={t('orderDetails.address')} data-testid="order-address">
      <p className={styles.person}>
        <span className={styles.receiver}>{order.address.receiver}</span>
        <span>{maskMobile(order.address.mobile)}</span>
      </p>
      <p className={styles.addressLine}>{fullAddress(order.address)}</p>
    </section>
  );
}

/** The latest trace of an express order, opening its logistics page. */
export function LogisticsRow({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const { t } = useI18n();
  if (order.deliveryType !== 1 || !order.logistics) return null;
  const [latest] = order.logistics.traces;
  return (
    <section className={styles.card}>
      <button type="button" className={styles.logistics} onClick={onOpen} data-testid="logistics-row">
        <span className={styles.logisticsText}>
          <span className={styles.logisticsTitle}>{t('orderDetails.logistics')}</span>
          <span className={styles.logisticsTrace}>{latest ? latest.content : t('orderDetails.noTrace')}</span>
          {latest && <span className={styles.weak}>{shownTime(latest.time)}</span>}
        </span>
        <span className={styles.chevron} aria-hidden />
      </button>
    </section>
  );
}

/** Goods, freight, the promotion, the coupon and what was (or is to be) paid. */
export function AmountsSection({ order }: { order: Order }) {
  const { t } = useI18n();
  // a member coupon's deduction on its own row; the rest of the discount is the shop's promotion
  const coupon = fen(order.couponAmount ?? 0);
  const promotion = subtractFen(fen(order.discount), coupon);
  return (
    <section className={styles.card} aria-labelledby="order-amounts-title" data-testid="order-amounts">
      <h2 id="order-amounts-title" className={styles.cardTitle}>
        {t('orderDetails.amounts')}
      </h2>
      <dl className={styles.rows}>
        <Row label={t('orderDetails.goodsAmount')}>
          <Price value={fen(order.goodsAmount)} role="inline" />
        </Row>
        <Row label={t('orderDetails.freight')}>{order.freight > 0 ? <Price value={fen(order.freight)} role="inline" /> : t('orderDetails.freeShipping')}</Row>
        {promotion > 0 && (
          <Row label={t('orderDetails.discount')}>
            <span className={styles.minus}>
              <Price value={promotion} role="inline" minus />
            </span>
          </Row>
        )}
        {coupon > 0 && (
          <Row label={t('orderDetails.coupon')} testId="order-coupon-amount">
            <span className={styles.minus}>
              <Price value={coupon} role="inline" minus />
            </span>
          </Row>
        )}
        <Row label={order.status === 0 ? t('orderDetails.toPay') : t('orderDetails.paid')} testId="order-pay-amount">
          <Price value={fen(order.payAmount)} role="bar" />
        </Row>
      </dl>
    </section>
  );
}

/** Order number (with copy), delivery, remark and the times the order went through. */
export function InfoSection({ order }: { order: Order }) {
  const { t } = useI18n();
  const copy = async () => {
    const done = await copyText(order.orderNo);
    showToast(done ? { icon: 'success', content: t('orderDetails.copied') } : { content: t('orderDetails.copyFailed') });
  };
  const times = (
    [
      ['createTime', order.createTime],
      ['payTime', order.payTime],
      ['deliveryTime', order.deliveryTime],
      ['receiveTime', order.receiveTime],
      ['cancelTime', order.cancelTime],
    ] as const
  ).filter(([, time]) => time !== '');
  return (
    <section className={styles.card} aria-labelledby="order-info-title" data-testid="order-info">
      <h2 id="order-info-title" className={styles.cardTitle}>
        {t('orderDetails.info')}
      </h2>
      <dl className={styles.rows}>
        <Row label={t('orderDetails.orderNo')}>
          <span className={styles.orderNo}>{order.orderNo}</span>
          <button type="button" className={styles.copy} onClick={() => void copy()} aria-label={t('orderDetails.copyOrderNo')}>
            {t('orderDetails.copy')}
          </button>
        </Row>
        <Row label={t('orderDetails.delivery')}>{t(`orderDetails.deliveryType.${order.deliveryType}`)}</Row>
        {order.remark && <Row label={t('orderDetails.remark')}>{order.remark}</Row>}
        {times.map(([key, time]) => (
          <Row key={key} label={t(`orderDetails.${key}`)}>
            {shownTime(time)}
          </Row>
        ))}
      </dl>
    </section>
  );
}

/** The after-sale request of the order, when there is one: type, reason, amount, state, return parcel. */
export function AfterSaleSection({ order }: { order: Order }) {
  const { t } = useI18n();
  const request = order.afterSale;
  if (!request) return null;
  return (
    <section className={styles.card} aria-labelledby="order-after-sale-title" data-testid="order-after-sale">
      <h2 id="order-after-sale-title" className={styles.cardTitle}>
        {t('orderDetails.afterSale')}
      </h2>
      <dl className={styles.rows}>
        <Row label={t('orderDetails.afterSaleKind')}>{t(`orderDetails.afterSaleType.${request.type}`)}</Row>
        <Row label={t('orderDetails.afterSaleState')}>
          <span className={styles.state}>{t(`orderDetails.afterSaleStatus.${request.status}`)}</span>
        </Row>
        <Row label={t('orderDetails.reason')}>{request.reason}</Row>
        <Row label={t('orderDetails.refundAmount')}>
          <Price value={fen(request.refundAmount)} role="inline" />
        </Row>
        {request.description && <Row label={t('orderDetails.description')}>{request.description}</Row>}
        {request.type === 2 && (
          <Row label={t('orderDetails.returnLogistics')}>
            {request.returnLogistics
              ? t('orderDetails.returnLogisticsValue', { company: request.returnLogistics.company, logisticsSn: request.returnLogistics.logisticsSn })
              : t('orderDetails.returnLogisticsHint')}
          </Row>
        )}
        <Row label={t('orderDetails.afterSaleNo')}>{request.afterSaleNo}</Row>
        <Row label={t('orderDetails.applyTime')}>{shownTime(request.applyTime)}</Row>
      </dl>
    </section>
  );
}
