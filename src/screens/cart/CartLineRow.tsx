import { Checkbox } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CartLine } from '@/api/types/cart';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { Price } from '@/components/Price/Price';
import { fen } from '@/lib/money';
import { SwipeRow } from '@/components/SwipeRow/SwipeRow';
import { useI18n } from '@/platform/i18n';
import { href, paths } from '@/routes';
import { CartStepper } from './CartStepper';
import styles from './CartScreen.module.css';
import '@/platform/i18n/areas/cart';

/** Quantity changes are sent once the stepper has been still this long (fast taps make one request). */
export const QUANTITY_DEBOUNCE_MS = 400;
/** Stock at or below this shows a 仅剩 n 件 hint. */
const LOW_STOCK = 10;

export interface CartLineRowProps {
  line: CartLine;
  checked: boolean;
  /** false: the line cannot be ticked (an invalid line outside manage mode) */
  checkable: boolean;
  onCheck: (checked: boolean) => void;
  onDelete: () => void;
  /** sends the new quantity; resolves false when the server refused it (the row shows the stored quantity again) */
  onQuantity: (quantity: number) => Promise<boolean>;
  /** the first rows load their image eagerly */
  eager?: boolean;
}

/** One cart line: tick, picture, name, spec, price and stepper; swipe left to delete. */
export function CartLineRow({ line, checked, checkable, onCheck, onDelete, onQuantity, eager = false }: CartLineRowProps) {
  const { t } = useI18n();
  const invalid = line.invalid === 1;
  const [draft, setDraft] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const detail = href(paths.goodsDetail, { id: line.goodsId });
  const reason =
    line.invalidReason === '已下架' ? t('cart.reasonOffShelf') : line.invalidReason === '已售罄' ? t('cart.reasonSoldOut') : line.invalidReason;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const changeQuantity = (value: number) => {
    setDraft(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (value === line.quantity) {
        setDraft(null);
        return;
      }
      void onQuantity(value).finally(() => setDraft((current) => (current === value ? null : current)));
    }, QUANTITY_DEBOUNCE_MS);
  };

  return (
    <SwipeRow className={styles.swipe} actions={[{ key: 'delete', text: t('cart.delete'), color: 'danger', onClick: onDelete }]}>
      <div className={`${styles.line} ${invalid ? styles.invalidLine : ''}`} data-testid="cart-line" data-cart-id={line.cartId}>
        <div className={styles.tick}>
          {checkable ? (
            <Checkbox checked={checked} onChange={onCheck}>
              <span className="visually-hidden">{t('cart.selectLine', { name: line.goodsName })}</span>
            </Checkbox>
          ) : (
            <span className={styles.invalidTag}>{t('cart.invalidTag')}</span>
          )}
        </div>
        <div className={styles.thumb}>
          <Link to={detail} className={styles.thumbLink} aria-label={t('cart.openGoods', { name: line.goodsName })}>
            <GoodsImage src={line.mainImage} alt="" width={84} radius={6} loading={eager ? 'eager' : 'lazy'} />
          </Link>
          {invalid && <span className={styles.thumbMask}>{reason}</span>}
        </div>
        <div className={styles.info}>
          <Link to={detail} className={styles.name}>
            {line.goodsName}
          </Link>
          {line.specText && <span className={styles.spec}>{line.specText}</span>}
          {invalid ? (
            <span className={styles.invalidHint}>{t('cart.invalidHint', { reason })}</span>
          ) : (
            line.stock <= LOW_STOCK && <span className={styles.stockLow}>{t('cart.stockLow', { count: line.stock })}</span>
          )}
          <div className={styles.priceRow}>
            <Price value={fen(line.price)} role="line" />
            {!invalid && (
              <CartStepper
                value={draft ?? line.quantity}
                min={1}
                max={Math.max(1, line.stock)}
                label={t('cart.quantityOf', { name: line.goodsName })}
                onChange={changeQuantity}
              />
            )}
          </div>
        </div>
      </div>
    </SwipeRow>
  );
}
