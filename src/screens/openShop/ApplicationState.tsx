import { Button } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill } from 'antd-mobile-icons';
import type { OpenShopApplication } from '@/api/types/openShop';
import { Price } from '@/components/Price/Price';
import { fen } from '@/lib/money';
import { useI18n } from '@/platform/i18n';
import styles from './OpenShopScreen.module.css';
import '@/platform/i18n/areas/openShop';

export interface ApplicationStateProps {
  application: OpenShopApplication;
  /** the fee is still to pay: 支付入驻费 */
  onPay: () => void;
  paying: boolean;
  onDone: () => void;
}

/**
 * An application the server holds: awaiting its fee (支付入驻费, the fee's order paid through the
 * payment flow), under review (the outcome of a paid application), or open.
 */
export function ApplicationState({ application, onPay, paying, onDone }: ApplicationStateProps) {
  const { t } = useI18n();
  const shop = application.shopName;
  if (application.status === 0) {
    return (
      <section className={styles.outcome} aria-labelledby="open-shop-state">
        <ClockCircleFill className={styles.outcomeIcon} aria-hidden />
        <h2 className={styles.outcomeTitle} id="open-shop-state">
          {t('openShop.payTitle')}
        </h2>
        <p className={styles.outcomeBody}>{t('openShop.payBody', { shop })}</p>
        <Price value={fen(application.fee)} role="hero" />
        <div className={styles.actions}>
          <Button block color="primary" shape="rounded" loading={paying} loadingText={t('openShop.paying')} disabled={paying} onClick={onPay}>
            {t('openShop.pay')}
          </Button>
        </div>
      </section>
    );
  }
  const opened = application.status === 2;
  return (
    <section className={styles.outcome} aria-labelledby="open-shop-state" role="status">
      <CheckCircleFill className={styles.outcomeIcon} aria-hidden />
      <h2 className={styles.outcomeTitle} id="open-shop-state">
        {opened ? t('openShop.openedTitle') : t('openShop.outcomeTitle')}
      </h2>
      <p className={styles.outcomeBody}>{opened ? t('openShop.openedBody', { shop }) : t('openShop.outcomeBody', { shop })}</p>
      <p className={styles.outcomeBody}>
        {t('openShop.applied')} {application.createTime.slice(0, 16)}
      </p>
      <div className={styles.actions}>
        <Button block shape="rounded" onClick={onDone}>
          {t('openShop.backToMine')}
        </Button>
      </div>
    </section>
  );
}
