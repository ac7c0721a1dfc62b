import { useNavigate } from 'react-router-dom';
import type { OrderTip } from '@/api/types/member';
import { useI18n, type MessageKey } from '@/platform/i18n';
import { href } from '@/routes';
import { mineTestIds } from './testIds';
import '@/platform/i18n/areas/mine';
import styles from './hub.module.css';

/** A status of the strip: the order list's tab it opens (`?status=`) and the count orderTip gives it. */
interface StripItem {
  key: 'unpaid' | 'unshipped' | 'unreceived' | 'toReview' | 'afterSale';
  label: MessageKey;
  /** the order table's status the red dot counts (orderTip.statusCounts) */
  status: 0 | 1 | 2 | 3 | 5;
}

const ITEMS: readonly StripItem[] = [
  { key: 'unpaid', label: 'mine.orders.unpaid', status: 0 },
  { key: 'unshipped', label: 'mine.orders.unshipped', status: 1 },
  { key: 'unreceived', label: 'mine.orders.unreceived', status: 2 },
  { key: 'toReview', label: 'mine.orders.toReview', status: 3 },
  { key: 'afterSale', label: 'mine.orders.afterSale', status: 5 },
];

/** What a red dot reads: nothing at 0, the count up to 99, then 99+. */
export function dotText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/**
 * 我的订单: 全部订单 opens the list (a status is named by its label, and its
 * dot's count is its description: 1 笔); each status opens it on that tab, and 退款/售后 opens the
 * after-sale list. The red dots are orderTip's counts; while it loads or when it failed, none show.
 */
export function OrderStrip({ tip }: { tip: OrderTip | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <section className={styles.card} data-testid={mineTestIds.orders} aria-labelledby="mine-orders-title">
      <div className={styles.cardHead}>
        <h2 id="mine-orders-title" className={styles.cardTitle}>
          {t('mine.orders.title')}
        </h2>
        <button type="button" className={styles.more} onClick={() => void navigate('/order')}>
          {t('mine.orders.all')}
        </button>
      </div>
      <ul className={styles.strip}>
        {ITEMS.map((item) => {
          const dot = dotText(tip?.statusCounts[String(item.status)] ?? 0);
          const open = () => void navigate(item.key === 'afterSale' ? '/refundOrder' : href('/order', { status: item.status }));
          return (
            <li key={item.key}>
              <button
                type="button"
                className={styles.stripItem}
                data-testid={`${mineTestIds.orderDot}-${item.key}`}
                aria-describedby={dot ? `mine-dot-${item.key}` : undefined}
                onClick={open}
              >
                <span className={styles.stripIcon} aria-hidden="true">
                  <StatusIcon status={item.status} />
                  {dot && <span className={styles.dot}>{dot}</span>}
                </span>
                <span className={styles.stripLabel}>{t(item.label)}</span>
              </button>
              {dot && (
                <span id={`mine-dot-${item.key}`} className="visually-hidden">
                  {t('mine.orders.count', { count: dot })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A line icon per status: a wallet, a parcel, a truck, a speech bubble, a return arrow. */
function StatusIcon({ status }: { status: StripItem['status'] }) {
  const strokes: Record<StripItem['status'], string> = {
    0: 'M3 7h18v12H3zM3 7l2-3h12l2 3M16 13h2',
    1: 'M4 8l8-4 8 4v9l-8 4-8-4zM4 8l8 4 8-4M12 12v9',
    2: 'M2 6h11v10H2zM13 10h5l3 3v3h-8M6 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1',
    3: 'M4 5h16v11H9l-5 4zM8 10h8',
    5: 'M9 7H4v5M4 12a8 8 0 1 0 2.5-5.8L4 9',
  };
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={strokes[status]} />
    </svg>
  );
}
