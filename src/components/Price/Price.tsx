import { formatYuan } from '@/lib/fen';
import { useI18n } from '@/platform/i18n';
import styles from './Price.module.css';

export interface PriceProps {
  /** price in yuan */
  value: number;
  /** shown struck through when higher than `value`; the same SKU's as `value` */
  originalPrice?: number;
  /** member price, shown as a tag when lower than `value` */
  memberPrice?: number;
  /** `value` is the lowest of several (SKU prices): 起 after it (zh-CN), "From" before it (en-US) */
  from?: boolean;
  /** `value` is a member price: a 会员价 badge before it (the members zone) */
  member?: boolean;
  size?: 'small' | 'medium' | 'large';
}

/**
 * A price: yuan with two decimals in tea red, 起 for the lowest of a range, the original price
 * struck through, member price tag. The price and its struck price stay on one line together.
 */
export function Price({ value, originalPrice, memberPrice, from = false, member = false, size = 'medium' }: PriceProps) {
  const { t } = useI18n();
  const [yuan, fen] = formatYuan(value).split('.');
  const prefix = from ? t('price.fromPrefix') : '';
  const suffix = from ? t('price.fromSuffix') : '';
  return (
    <span className={`${styles.price} ${styles[size]}`} data-testid="price">
      <span className={styles.pair}>
        {member && (
          <span className={styles.memberBadge} aria-hidden>
            {t('price.memberBadge')}
          </span>
        )}
        <span className={styles.current}>
          <span className="visually-hidden">
            {t(member ? 'price.memberCurrent' : 'price.current', { value: formatYuan(value) })}
            {from ? t('price.fromSpoken') : ''}
          </span>
          <span aria-hidden>
            {prefix && <span className={styles.from}>{prefix}</span>}
            <span className={styles.symbol}>¥</span>
            {yuan}
            <span className={styles.fen}>.{fen}</span>
            {suffix && <span className={styles.from}>{suffix}</span>}
          </span>
        </span>
        {originalPrice !== undefined && originalPrice > value && (
          <del className={styles.original}>
            <span className="visually-hidden">{t('price.original', { value: formatYuan(originalPrice) })}</span>
            <span aria-hidden>¥{formatYuan(originalPrice)}</span>
          </del>
        )}
      </span>
      {memberPrice !== undefined && memberPrice < value && (
        <span className={styles.member}>{t('price.member', { value: formatYuan(memberPrice) })}</span>
      )}
    </span>
  );
}
