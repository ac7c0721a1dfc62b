import { Button } from 'antd-mobile';
import { useI18n } from '@/platform/i18n';
import type { PayChannel, PayOutcome } from '@/platform/payment';
import { fen } from '@/lib/money';
import { Price } from '../Price/Price';
import { Sheet } from '../Sheet/Sheet';
import styles from './CashierSheet.module.css';
import '@/platform/i18n/areas/payment';

export interface CashierSheetProps {
  visible: boolean;
  channel: PayChannel;
  /** yuan; not shown when unknown */
  amount?: number;
  /** the user's choice; closing the sheet (mask) is a cancel */
  onOutcome: (outcome: PayOutcome) => void;
}

/**
 * The stand-in for the host app's payment sheet outside the host (browser, stories, `npm start`):
 * says it is a simulation of the channel, shows the amount, and lets the user choose how the
 * payment ends. Inside the host app the channel's own sheet shows instead.
 */
export function CashierSheet({ visible, channel, amount, onOutcome }: CashierSheetProps) {
  const { t } = useI18n();
  const channelName = t(`payment.channel.${channel}`);
  return (
    <Sheet visible={visible} onMaskClick={() => onOutcome('cancelled')} bodyClassName={styles.body} destroyOnClose>
      <section data-testid="cashier-sheet" aria-labelledby="cashier-title" role="dialog">
        <h2 id="cashier-title" className={styles.title}>
          {t('payment.cashier.title')}
        </h2>
        <p className={styles.note}>{t('payment.cashier.standIn', { channel: channelName })}</p>
        {amount !== undefined && (
          <div className={styles.amount}>
            <span className={styles.amountLabel}>{t('payment.cashier.amount')}</span>
            <Price value={fen(amount)} role="hero" />
          </div>
        )}
        <div className={styles.actions}>
          <Button block color="primary" onClick={() => onOutcome('paid')}>
            {t('payment.cashier.pay')}
          </Button>
          <Button block onClick={() => onOutcome('failed')}>
            {t('payment.cashier.fail')}
          </Button>
          <Button block fill="none" onClick={() => onOutcome('cancelled')}>
            {t('payment.cashier.cancel')}
          </Button>
        </div>
      </section>
    </Sheet>
  );
}
