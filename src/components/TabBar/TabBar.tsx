import { Badge } from 'antd-mobile';
import { AppOutline, AppstoreOutline, EnvironmentOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useI18n } from '@/platform/i18n';
import styles from './TabBar.module.css';
import { tabs, type TabItem, type TabKey } from './tabs';

const icons: Record<TabKey, ReactNode> = {
  home: <AppOutline />,
  category: <AppstoreOutline />,
  shop: <EnvironmentOutline />,
  cart: <ShopbagOutline />,
  mine: <UserOutline />,
};

export interface TabBarProps {
  /** the tab whose route is showing */
  activeKey: TabKey;
  /** called with the tapped tab; the container decides where it leads */
  onSelect: (tab: TabItem) => void;
  /** red badge counts per tab, e.g. cart lines */
  badges?: Partial<Record<TabKey, number>>;
}

/*
 * Footer tab bar: five items, red active, grey inactive. Built on buttons rather
 * than antd-mobile's TabBar, whose items are plain divs a keyboard or screen reader cannot use;
 * antd's Badge and icons keep the look.
 */
export function TabBar({ activeKey, onSelect, badges = {} }: TabBarProps) {
  const { t } = useI18n();
  return (
    <nav className={styles.bar} data-testid="tab-bar" aria-label={t('app.name')}>
      <ul className={styles.list}>
        {tabs.map((tab) => {
          const active = tab.key === activeKey;
          const count = badges[tab.key];
          return (
            <li key={tab.key} className={styles.cell}>
              <button
                type="button"
                className={active ? `${styles.item} ${styles.active}` : styles.item}
                aria-current={active ? 'page' : undefined}
                data-tab={tab.key}
                onClick={() => onSelect(tab)}
              >
                <Badge content={count ? String(count) : null} className={styles.badge}>
                  <span className={styles.icon} aria-hidden>
                    {icons[tab.key]}
                  </span>
                </Badge>
                <span className={styles.label}>{t(tab.label)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
