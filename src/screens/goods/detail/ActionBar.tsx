import { Badge, Button } from 'antd-mobile';
import { AppOutline, HeartFill, HeartOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useI18n } from '@/platform/i18n';
import styles from './detail.module.css';
import '@/platform/i18n/areas/goods';

export interface ActionBarProps {
  cartCount: number;
  favourite: boolean;
  favouriteBusy: boolean;
  favouriteDisabled: boolean;
  /** set when the goods cannot be bought (off shelf, sold out): one disabled button says why */
  blockedText?: string;
  onHome: () => void;
  onFavourite: () => void;
  onCart: () => void;
  onAddToCart: () => void;
  onBuyNow: () => void;
}

/** Bottom bar of the detail page: home, favourite and cart icons, add to cart and buy now. */
export function ActionBar(props: ActionBarProps) {
  const { t } = useI18n();
  const { cartCount, favourite } = props;
  return (
    <nav className={styles.actionBar} aria-label={t('goods.detail.actions')} data-testid="goods-action-bar">
      <button type="button" className={styles.iconAction} onClick={props.onHome}>
        <AppOutline aria-hidden className={styles.actionIcon} />
        <span>{t('goods.detail.home')}</span>
      </button>
      <button
        type="button"
        className={`${styles.iconAction} ${favourite ? styles.iconActive : ''}`}
        onClick={props.onFavourite}
        aria-pressed={favourite}
        disabled={props.favouriteBusy || props.favouriteDisabled}
      >
        {favourite ? <HeartFill aria-hidden className={styles.actionIcon} /> : <HeartOutline aria-hidden className={styles.actionIcon} />}
        <span>{favourite ? t('goods.detail.favourited') : t('goods.detail.favourite')}</span>
      </button>
      <button type="button" className={styles.iconAction} onClick={props.onCart}>
        <span aria-hidden>
          <Badge content={cartCount > 0 ? (cartCount > 99 ? '99+' : cartCount) : null} className={styles.badge}>
            <ShopbagOutline className={styles.actionIcon} />
          </Badge>
        </span>
        <span>{t('goods.detail.cart')}</span>
        {cartCount > 0 && <span className="visually-hidden">{t('goods.detail.cartLines', { count: cartCount })}</span>}
      </button>
      <div className={styles.actionButtons}>
        {props.blockedText ? (
          <Button className={styles.blockedButton} disabled shape="rounded">
            {props.blockedText}
          </Button>
        ) : (
          <>
            <Button className={styles.cartButton} shape="rounded" onClick={props.onAddToCart}>
              {t('goods.detail.addToCart')}
            </Button>
            <Button className={styles.buyButton} shape="rounded" color="primary" onClick={props.onBuyNow}>
              {t('goods.detail.buyNow')}
            </Button>
          </>
        )}
      </div>
    </nav>
  );
}
