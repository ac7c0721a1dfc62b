import { formatYuan } from '@/lib/fen';
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

/** A price: yuan with two decimals in tea red, original price struck through, member price tag. */
export function Price({ value, originalPrice, memberPrice, size = 'medium' }: PriceProps) {
  const { t } = useI18n();
  const [yuan, fen] = formatYuan(value).split('.');
  return (
    <span className={`${styles.price} ${styles[size]}`} data-testid="price">
      <span className={styles.current}>
        <span className="visually-hidden">{t('price.current', { value: formatYuan(value) })}</span>
        <span aria-hidden>
          <span className={styles.symbol}>¥</span>
          {yuan}
          <span className={styles.fen}>.{fen}</span>
        </span>
      </span>
      {originalPrice !== undefined && originalPrice > value && (
        <del className={styles.original}>
          <span className="visually-hidden">{t('price.original', { value: formatYuan(originalPrice) })}</span>
          <span aria-hidden>¥{formatYuan(originalPrice)}</span>
        </del>
      )}
      {memberPrice !== undefined && memberPrice < value && (
        <span className={styles.member}>{t('price.member', { value: formatYuan(memberPrice) })}</span>
      )}
    </span>
  );
}
