import { useId, useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useMyEarningsQuery } from '@/api/payApi';
import { Price } from '@/components/Price/Price';
import { Sheet } from '@/components/Sheet';
import { fen, formatFen, formatYuan } from '@/lib/money';
import { useI18n } from '@/platform/i18n';
import { balanceState, DEFAULT_PAY_CHANNEL, effectiveChannel, ORDER_PAY_CHANNELS, type OrderPayChannel } from './payChannels';
import styles from './PayChannelSheet.module.css';
import '@/platform/i18n/areas/payment';

export interface PayChannelSheetProps {
  /** yuan, the order's payAmount */
  amount: number;
  /** the channel to pay with, or null: the sheet was closed (close button or mask), nothing is sent */
  onDone: (channel: OrderPayChannel | null) => void;
}

/** The channels' marks, drawn here (no remote images): WeChat Pay's green check, Alipay's blue 支, the balance's wallet. */
const MARKS: Record<OrderPayChannel, ReactNode> = {
  wechat: (
    <svg viewBox="0 0 24 24" className={styles.mark} aria-hidden focusable="false">
      <rect width="24" height="24" rx="6" fill="#09bb07" />
      <path d="M5.5 12.6l3.9 3.6 9.1-8.7" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  ),
  alipay: (
    <span className={`${styles.mark} ${styles.alipay}`} aria-hidden>
      支
    </span>
  ),
  balance: (
    <svg viewBox="0 0 24 24" className={styles.mark} aria-hidden focusable="false">
      <rect width="24" height="24" rx="6" fill="#f5a623" />
      <path d="M6 8.5h10.5a1.5 1.5 0 0 1 1.5 1.5v6.5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 6 16.5z" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M6 8.5l8.5-2.6V8.5" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinejoin="round" />
      <circle cx="15" cy="13.2" r="1.3" fill="#fff" />
    </svg>
  ),
};

/**
 * 选择支付方式: the bottom sheet 去支付 opens before anything is sent. It shows the amount to pay and
 * the channels (微信支付 first and chosen, 支付宝, 余额支付 with the buyer's available balance,
 * disabled when it is known to be short), and 确认支付 ¥xx.xx pays with the one chosen. The close
 * button and the mask cancel; a tap in the first moment after it opened (the second of a double
 * tap on 去支付) does nothing. Loaded on the tap (useOrderActions), not with the page.
 */
export default function PayChannelSheet({ amount, onDone }: PayChannelSheetProps) {
  const { t } = useI18n();
  const id = useId();
  const [chosen, setChosen] = useState<OrderPayChannel>(DEFAULT_PAY_CHANNEL);
  const earnings = useMyEarningsQuery(undefined, { refetchOnMountOrArgChange: true });
  const balance = balanceState(earnings.data?.balance, amount);
  const channel = effectiveChannel(chosen, balance);
  const hint =
    balance.available === null ? null : t(balance.short ? 'payment.choose.balanceShort' : 'payment.choose.balanceAvailable', { amount: formatFen(balance.available) });

  return (
    <Sheet visible onMaskClick={() => onDone(null)} onClose={() => onDone(null)} bodyClassName={styles.body}>
      <section data-testid="pay-channel-sheet" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <div className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {t('payment.choose.title')}
          </h2>
          <button type="button" className={styles.close} aria-label={t('payment.choose.close')} onClick={() => onDone(null)} />
        </div>
        <div className={styles.amount} data-testid="pay-channel-amount">
          <span className={styles.amountLabel}>{t('payment.choose.amount')}</span>
          <Price value={fen(amount)} role="hero" />
        </div>
        <div role="radiogroup" aria-labelledby={`${id}-title`} className={styles.channels}>
          {ORDER_PAY_CHANNELS.map((option) => {
            const disabled = option === 'balance' && balance.short;
            const nameId = `${id}-${option}`;
            const hintId = `${id}-${option}-hint`;
            const showHint = option === 'balance' && hint !== null;
            return (
              <label key={option} className={`${styles.channel} ${disabled ? styles.disabled : ''}`} data-channel={option}>
                {MARKS[option]}
                <span className={styles.names}>
                  <span id={nameId} className={styles.name}>
                    {t(`payment.channel.${option}`)}
                  </span>
                  {showHint && (
                    <span id={hintId} className={styles.hint} data-testid="pay-balance">
                      {hint}
                    </span>
                  )}
                </span>
                <input
                  type="radio"
                  name={`${id}-channel`}
                  className={styles.radio}
                  value={option}
                  checked={channel === option}
                  disabled={disabled}
                  aria-labelledby={nameId}
                  {...(showHint ? { 'aria-describedby': hintId } : {})}
                  onChange={() => setChosen(option)}
                />
              </label>
            );
          })}
        </div>
        <Button block color="primary" shape="rounded" size="large" className={styles.confirm} data-testid="pay-channel-confirm"
          aria-label={t('payment.choose.confirm', { amount: formatYuan(amount) })}
          onClick={() => onDone(channel)}
        >
          {t('payment.choose.confirmLabel')} <Price value={fen(amount)} role="button" />
        </Button>
      </section>
    </Sheet>
  );
}
