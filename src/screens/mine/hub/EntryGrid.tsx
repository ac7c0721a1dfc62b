import { useNavigate } from 'react-router-dom';
import { useI18n } from '@/platform/i18n';
import type { EntryGroup, EntryKey } from './entries';
import { mineTestIds } from './testIds';
import '@/platform/i18n/areas/mine';
import styles from './hub.module.css';

/** One grid of entries under its group's title; each entry opens its route. */
export function EntryGrid({ group }: { group: EntryGroup }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const titleId = `mine-group-${group.key}`;
  return (
    <section className={styles.card} data-testid={`${mineTestIds.group}-${group.key}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t(`mine.groups.${group.key}`)}
      </h2>
      <ul className={styles.grid}>
        {group.entries.map((item) => (
          <li key={item.key}>
            <button type="button" className={styles.entry} onClick={() => void navigate(item.route)}>
              <span className={`${styles.entryIcon} ${styles[`tone-${group.key}`]}`} aria-hidden="true">
                <EntryIcon entry={item.key} />
              </span>
              <span className={styles.entryLabel}>{t(`mine.entries.${item.key}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A simple line icon per entry (24x24 strokes). */
const STROKES: Record<EntryKey, string> = {
  income: 'M7 4l5 7 5-7M12 11v9M8 13h8M8 16.5h8',
  fans: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M17 11a2.5 2.5 0 1 0 0-5M18 15c2 .5 3 2 3 5',
  teaHouseOrders: 'M4 10l8-6 8 6v10H4zM9 20v-6h6v6',
  purchase: 'M4 5h2l2 11h10l2-8H7M10 20h.1M17 20h.1',
  renew: 'M20 12a8 8 0 1 1-3-6.2M20 4v5h-5',
  apply: 'M6 3h9l4 4v14H6zM9 12h6M12 9v6',
  deliveryOrders: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19h.1M17 19h.1',
  deliveryManage: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  shopIncome: 'M4 9l2-5h12l2 5M4 9h16v11H4zM10 20v-5h4v5',
  property: 'M3 7h18v12H3zM16 13h2M3 7l3-3h12l3 3',
  partnerPoints: 'M8 12l3 3 5-6M12 3l8 4v5c0 5-4 8-8 9-4-1-8-4-8-9V7z',
  bonusPoints: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  dividends: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  promotionHouses: 'M3 11l18-7-7 18-2-8z',
  signIn: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M9 15l2 2 4-4',
  lottery: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 3v18M3 12h18',
  pointsHall: 'M4 9h16v11H4zM2 5h20v4H2zM12 5v15M12 5c-2-3-6-2-4 0M12 5c2-3 6-2 4 0',
  coupons: 'M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM15 6v12',
  vip: 'M3 8l4.5 4L12 6l4.5 6L21 8l-2 11H5z',
  openShop: 'M4 9l1-5h14l1 5M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5 11v9h14v-9M10 20v-5h4v5',
  invite: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M19 8v6M16 11h6',
  contract: 'M6 3h9l4 4v14H6zM9 13h6M9 17h4M9 9h3',
  callCenter: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3M20 19c0 1-2 2-5 2',
  addresses: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.5-1.5L17 5l-3-1-1 2h-2L10 4 7 5l.3 2L6 8.5 4 8l-1 3 2 1v0l-2 1 1 3 2-.3L7.5 17 7 19l3 1 1-2h2l1 2 3-1-.3-2 1.5-1.5 2 .5 1-3z',
};

function EntryIcon({ entry }: { entry: EntryKey }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={STROKES[entry]} />
    </svg>
  );
}
