import { formatFen, type Fen } from '@/lib/fen';
import { useI18n } from '@/platform/i18n';
import styles from './Price.module.css';

/**
 * Where a price is drawn, which decides its size and colour (docs/prices.md):
 * - `hero`: the one price a page is about (goods detail, SKU sheet, the amount to pay), 24 px;
 * - `line`: a goods or order line in a list or card, 14 px;
 * - `bar`: the total in a checkout or confirm bar, or an order's total row, 18 px;
 * - `button`: inside a button's label, in the button's own colour and size;
 * - `inline`: in a sentence or a form row, as plain text in the surrounding font.
 * `hero`, `line` and `bar` are tea red with the ¥ and the decimals smaller; `button` keeps them
 * smaller too; `inline` draws `¥198.00` flat.
 */
export type PriceRole = 'hero' | 'line' | 'bar' | 'button' | 'inline';

export interface PriceProps {
  /** the amount, in integer fen (convert a server's yuan with `fen()` where it arrives) */
  value: Fen;
  role: PriceRole;
  /** shown struck through when higher than `value`; the same SKU's as `value` (hero and line) */
  originalPrice?: Fen;
  /** member price, shown as a tag when lower than `value` (hero and line) */
  memberPrice?: Fen;
  /** `value` is the lowest of several (SKU prices): 起 after it (zh-CN), "From" before it (en-US) */
  from?: boolean;
  /** `value` is a member price: a 会员价 badge before it (the members zone) */
  member?: boolean;
  /** `value` is taken off (a discount row): drawn with a minus, `-¥50.00` */
  minus?: boolean;
}

/** Roles whose price stands alone next to a name: a screen reader hears "现价 128.00 元". */
const SPOKEN: ReadonlySet<PriceRole> = new Set<PriceRole>(['hero', 'line']);

/**
 * A price: yuan with two decimals, ¥ and no space before the amount. Its role sets the look; the
 * struck original price, the member tag, 起 and the member badge go with `hero` and `line`.
 * The price and its struck price stay on one line together.
 */
export function Price({ value, role, originalPrice, memberPrice, from = false, member = false, minus = false }: PriceProps) {
  const { t } = useI18n();
  const text = formatFen(value);
  const sign = minus ? '-' : '';
  if (role === 'inline') {
    return (
      <span className={styles.inline} data-testid="price">
        {sign}¥{text}
      </span>
    );
  }
  const [yuan, fen] = text.split('.');
  const drawn = (
    <>
      {sign}
      <span className={styles.symbol}>¥</span>
      {yuan}
      <span className={styles.fen}>.{fen}</span>
    </>
  );
  if (!SPOKEN.has(role)) {
    // the label beside it (合计, 实付款, 确认支付) names the amount: "¥764.00" is what is read
    return (
      <span className={`${styles.price} ${styles[role]}`} data-testid="price">
        <span className={styles.current}>{drawn}</span>
      </span>
    );
  }
  const prefix = from ? t('price.fromPrefix') : '';
  const suffix = from ? t('price.fromSuffix') : '';
  return (
    <span className={`${styles.price} ${styles[role]}`} data-testid="price">
      <span className={styles.pair}>
        {member && (
          <span className={styles.memberBadge} aria-hidden>
            {t('price.memberBadge')}
          </span>
        )}
        <span className={styles.current}>
          <span className="visually-hidden">
            {t(member ? 'price.memberCurrent' : 'price.current', { value: text })}
            {from ? t('price.fromSpoken') : ''}
          </span>
          <span aria-hidden>
            {prefix && <span className={styles.from}>{prefix}</span>}
            {drawn}
            {suffix && <span className={styles.from}>{suffix}</span>}
          </span>
        </span>
        {originalPrice !== undefined && originalPrice > value && (
          <del className={styles.original}>
            <span className="visually-hidden">{t('price.original', { value: formatFen(originalPrice) })}</span>
            <span aria-hidden>¥{formatFen(originalPrice)}</span>
          </del>
        )}
      </span>
      {memberPrice !== undefined && memberPrice < value && (
        <span className={styles.member}>{t('price.member', { value: formatFen(memberPrice) })}</span>
      )}
    </span>
  );
}
