import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useAfterSaleRemoveMutation } from '@/api/orderLifeApi';
import type { AfterSale, Order } from '@/api/types/order';
import { Price } from '@/components/Price/Price';
import { fen } from '@/lib/money';
import { useAction } from '@/hooks/useAction';
import { imageUrl } from '@/platform/imageHost';
import { useI18n } from '@/platform/i18n';
import { awaitsReturnLogistics } from './afterSale';
import { shownTime } from '../common/serverTime';
import styles from './SetRefundScreen.module.css';
import '@/platform/i18n/areas/photos';
import '@/platform/i18n/areas/setRefund';

export interface OpenRequestProps {
  order: Order;
  afterSale: AfterSale;
  /** a return awaiting its waybill: open the waybill form */
  onFillLogistics?: () => void;
  /** the request was withdrawn */
  onCancelled: () => void;
}

/** The order's open after-sale request, with 撤销申请 (asks first) and, for a return, the waybill form. */
export function OpenRequest({ order, afterSale, onFillLogistics, onCancelled }: OpenRequestProps) {
  const { t } = useI18n();
  const [remove] = useAfterSaleRemoveMutation();
  const cancel = useAction(() => remove({ orderId: order.orderId }).unwrap(), {
    confirm: { title: t('setRefund.cancelTitle'), content: t('setRefund.cancelBody'), confirmText: t('setRefund.cancel'), cancelText: t('setRefund.keep') },
    success: t('setRefund.cancelled'),
    wording: { fallback: 'setRefund.cancelFailed', network: 'setRefund.cancelNetwork' },
    // the page shows the order once the request is withdrawn: nothing more to send here
    hold: () => true,
    onSuccess: onCancelled,
  });

  const rows: [string, ReactNode][] = [
    [t('setRefund.openReason'), afterSale.reason],
    [t('setRefund.openAmount'), <Price key="amount" value={fen(afterSale.refundAmount)} role="line" />],
    [t('setRefund.openTime'), shownTime(afterSale.applyTime)],
  ];
  if (afterSale.returnLogistics) rows.push([t('setRefund.openLogistics'), `${afterSale.returnLogistics.company} ${afterSale.returnLogistics.logisticsSn}`]);
  if (afterSale.description) rows.push([t('setRefund.openDescription'), afterSale.description]);

  return (
    <section className={styles.card} aria-labelledby="open-request-title" data-testid="open-request">
      <h2 id="open-request-title" className={styles.cardTitle}>
        {t('setRefund.openTitle')}
      </h2>
      <p className={styles.openState}>
        <span className={styles.tag}>{afterSale.type === 1 ? t('setRefund.openRefund') : t('setRefund.openReturn')}</span>
        <span className={styles.stateText}>{afterSale.status === 1 ? t('setRefund.openState1') : t('setRefund.openState2')}</span>
      </p>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {afterSale.images.length > 0 && (
        <ul className={styles.evidence}>
          {afterSale.images.map((image, index) => (
            <li key={`${image}-${index}`}>
              {/* a plain picture: antd-mobile's Image (GoodsImage) would add 2 KB to this chunk for six thumbnails */}
              <img className={styles.evidenceImage} src={imageUrl(image, 'default')} alt={t('photos.photo', { index: index + 1 })} width={56} height={56} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.openActions}>
        <Button shape="rounded" loading={cancel.busy} loadingText={t('setRefund.cancelling')} disabled={cancel.busy} onClick={() => void cancel.run()}>
          {t('setRefund.cancel')}
        </Button>
        {onFillLogistics && awaitsReturnLogistics(afterSale) && (
          <Button shape="rounded" color="primary" onClick={onFillLogistics}>
            {t('setRefund.goLogistics')}
          </Button>
        )}
      </div>
    </section>
  );
}
