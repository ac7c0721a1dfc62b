import { useI18n } from '@/platform/i18n';
import styles from './Price.module.css';

export interface PriceProps {
  /** price in yuan */
  value: number;
  /** shown struck through when higher than `value` */
  originalPrice?: number;
  /** member price, shown as a tag when lower than `value` */
  memberPrice?: number;
  size?: 'small' | 'medium' | 'large';
}

/** Yuan with two decimals (the decimals smaller), e.g. ¥128.00. */
export function formatYuan(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** Price of spec: yuan with two decimals in tea red, original price struck through, member price tag. */
export function Price({ value, originalPrice, memberPrice, size = 'medium' }: PriceProps) {
  const { t } = useI18n();
  const [yuan, fen] = formatYuan(value).split('.');
  return (
    <span className={`${styles.price} ${styles[size]}`} data-testid="price">
      <span className={styles.current} aria-label={t('price.current', { value: formatYuan(value) })}>
        <span className={styles.symbol} aria-hidden>
          ¥
        </span>
        <span aria-hidden>{yuan}</span>
        <span className={styles.fen} aria-hidden>
          .{fen}
        </span>
      </span>
      {originalPrice !== undefined && originalPrice > value && (
        <del className={styles.original} aria-label={t('price.original', { value: formatYuan(originalPrice) })}>
          ¥{formatYuan(originalPrice)}
        </del>
      )}
      {memberPrice !== undefined && memberPrice < value && (
        <span className={styles.member}>{t('price.member', { value: formatYuan(memberPrice) })}</span>
      )}
    </span>
  );
}
