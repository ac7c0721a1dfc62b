import type { ReactNode } from 'react';
import type { SkuLine } from '@/api/types/goods';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { Price } from '@/components/Price/Price';
import { fen } from '@/lib/money';
import { useI18n } from '@/platform/i18n';
import styles from './OrderLines.module.css';

/** What a goods line of a settle preview, an order or an after-sale shows. */
export type OrderLineView = Omit<SkuLine, 'goodsId'>;

export interface OrderLinesProps<Line extends OrderLineView> {
  lines: readonly Line[];
  /** a line's own action under its price (e.g. 评价 on a received order) */
  renderAction?: (line: Line) => ReactNode;
  /** the first lines load their picture eagerly (default 3) */
  eagerCount?: number;
  /** 'compact': 56 px pictures, for cards in a list */
  size?: 'regular' | 'compact';
  /**
   * What a tap on a line opens, if anything: the whole line becomes one button named `label`. A
   * line given null stays plain text (a gift package or a fee has no page of its own).
   */
  openOf?: (line: Line) => LineOpener | null;
}

/** A line's button: its accessible name and what it does. */
export interface LineOpener {
  label: string;
  open: () => void;
}

/**
 * The goods lines of a settle preview, an order or an after-sale request: picture, name (two lines
 * at most), spec, unit price and ×quantity. One component so confirm order, the order list and
 * details, the after-sale screens and the tea house's orders look the same.
 */
export function OrderLines<Line extends OrderLineView>({ lines, renderAction, eagerCount = 3, size = 'regular', openOf }: OrderLinesProps<Line>) {
  const { t } = useI18n();
  const thumb = size === 'compact' ? 56 : 72;
  return (
    <ul className={`${styles.lines} ${styles[size]}`}>
      {lines.map((line, index) => {
        const opener = openOf?.(line) ?? null;
        return (
          <li key={`${line.skuId}-${index}`} className={opener ? `${styles.line} ${styles.linked}` : styles.line} data-testid="settle-line">
            {/* the button covers the line (picture, name, price) and draws nothing: the line looks the same */}
            {opener && <button type="button" className={styles.open} aria-label={opener.label} onClick={opener.open} data-testid="line-open" />}
            <div className={styles.thumb} style={{ width: thumb }}>
              <GoodsImage src={line.mainImage} alt={line.goodsName} width={thumb} radius={6} loading={index < eagerCount ? 'eager' : 'lazy'} />
            </div>
            <div className={styles.info}>
              <p className={styles.name}>{line.goodsName}</p>
              {line.specText && <p className={styles.spec}>{line.specText}</p>}
              <div className={styles.price}>
                <Price value={fen(line.price)} role="line" />
                <span className={styles.quantity}>{t('price.quantity', { count: line.quantity })}</span>
              </div>
              {renderAction && <div className={styles.action}>{renderAction(line)}</div>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
