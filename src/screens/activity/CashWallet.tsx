import { useCashCouponsQuery } from '@/api/payApi';
import { fen as fenOf, formatFen } from '@/lib/money';
import { useI18n } from '@/platform/i18n';
import { walletTotal } from './zoneMoney';
import styles from './CreditZoneScreen.module.css';
import '@/platform/i18n/areas/creditZone';

export const cashWalletTestId = 'cash-wallet';

/**
 * The member's usable cash coupons above the cash-coupon zone: how many, what they add up to, and
 * each with its expiry. Left out while loading or when the call fails: the zone's goods are the page.
 */
export function CashWallet() {
  const { t } = useI18n();
  const { data } = useCashCouponsQuery({ status: 0 });
  if (!data) return null;
  const { count, total } = walletTotal(data);
  return (
    <section className={styles.wallet} data-testid={cashWalletTestId} aria-labelledby="cash-wallet-title">
      <h2 id="cash-wallet-title" className={styles.walletTitle}>
        {t('creditZone.wallet')}
      </h2>
      <p className={styles.walletSum}>{count > 0 ? t('creditZone.walletCount', { count, amount: `¥${formatFen(total)}` }) : t('creditZone.walletNone')}</p>
      {count > 0 && (
        <ul className={styles.walletList}>
          {data
            .filter((coupon) => coupon.status === 0)
            .map((coupon) => (
              <li key={coupon.couponId}>{t('creditZone.walletItem', { name: coupon.name, amount: `¥${formatFen(fenOf(coupon.amount))}`, expire: coupon.expireDate })}</li>
            ))}
        </ul>
      )}
    </section>
  );
}
