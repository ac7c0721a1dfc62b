import type { Favourite } from '@/api/types/member';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { Price } from '@/components/Price/Price';
import { fen } from '@/lib/fen';
import styles from './MyCollectScreen.module.css';

export interface FavouriteCardProps {
  favourite: Favourite;
  /** editing: a tap ticks the card instead of opening the goods */
  editing: boolean;
  selected: boolean;
  onTap: (favourite: Favourite) => void;
  eager?: boolean;
}

/** A favourite goods in the grid: picture, name and price; ticked in edit mode. */
export function FavouriteCard({ favourite, editing, selected, onTap, eager = false }: FavouriteCardProps) {
  return (
    <article className={selected ? `${styles.card} ${styles.cardSelected}` : styles.card} data-testid="favourite-card">
      <button
        type="button"
        className={styles.hit}
        onClick={() => onTap(favourite)}
        aria-label={favourite.goodsName}
        {...(editing ? { role: 'checkbox', 'aria-checked': selected } : {})}
      />
      <div className={styles.media}>
        <GoodsImage src={favourite.image} alt={favourite.goodsName} loading={eager ? 'eager' : 'lazy'} radius={0} />
        {editing && <span className={selected ? `${styles.tick} ${styles.tickOn}` : styles.tick} aria-hidden="true" />}
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{favourite.goodsName}</h2>
        <Price value={fen(favourite.price)} role="line" />
      </div>
    </article>
  );
}
