import type { GoodsBrief } from '@/api/types/goods';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { Price } from '@/components/Price/Price';
import { fen } from '@/lib/fen';
import { useI18n } from '@/platform/i18n';
import styles from './GoodsCard.module.css';

export interface GoodsCardProps {
  goods: Pick<GoodsBrief, 'goodsId' | 'goodsName' | 'subtitle' | 'mainImage' | 'price' | 'maxPrice' | 'originalPrice' | 'memberPrice' | 'sales' | 'tags'>;
  /** grid: two per row; row: image left, text right */
  layout?: 'grid' | 'row';
  onOpen: (goodsId: string) => void;
  /** the first cards of a page load their image eagerly */
  eager?: boolean;
  /** `member`: the member price leads, with the regular price struck (the members zone) */
  pricing?: 'regular' | 'member';
}

/** A goods in a list: picture, name, tags, price and sales; the whole card opens the detail. */
export function GoodsCard({ goods, layout = 'grid', onOpen, eager = false, pricing = 'regular' }: GoodsCardProps) {
  const { t } = useI18n();
  return (
    <article className={`${styles.card} ${styles[layout]}`} data-testid="goods-card">
      <button type="button" className={styles.hit} onClick={() => onOpen(goods.goodsId)} aria-label={goods.goodsName} />
      <div className={styles.media}>
        <GoodsImage src={goods.mainImage} alt={goods.goodsName} loading={eager ? 'eager' : 'lazy'} radius={layout === 'grid' ? 0 : 8} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{goods.goodsName}</h3>
        {goods.subtitle && <p className={styles.subtitle}>{goods.subtitle}</p>}
        {goods.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('goodsCard.tags')}>
            {goods.tags.slice(0, 2).map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.footer}>
          {pricing === 'member' && goods.memberPrice < goods.price ? (
            <Price value={fen(goods.memberPrice)} originalPrice={fen(goods.price)} from={goods.maxPrice > goods.price} member role="line" />
          ) : (
            <Price value={fen(goods.price)} originalPrice={fen(goods.originalPrice)} from={goods.maxPrice > goods.price} role="line" />
          )}
          <span className={styles.sales}>{t('goodsCard.sales', { count: goods.sales })}</span>
        </div>
      </div>
    </article>
  );
}
