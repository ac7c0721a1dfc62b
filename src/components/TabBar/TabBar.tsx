import { TabBar as AdmTabBar } from 'antd-mobile';
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

/** Footer tab bar: the five items of spec section 2, red active, grey inactive. */
export function TabBar({ activeKey, onSelect, badges = {} }: TabBarProps) {
  const { t } = useI18n();
  return (
    <nav className={styles.bar} data-testid="tab-bar" aria-label={t('app.name')}>
      <AdmTabBar
        activeKey={activeKey}
        safeArea
        onChange={(key) => {
          const tab = tabs.find((item) => item.key === key);
          if (tab) onSelect(tab);
        }}
      >
        {tabs.map((tab) => (
          <AdmTabBar.Item
            key={tab.key}
            icon={icons[tab.key]}
            title={t(tab.label)}
            badge={badges[tab.key] ? String(badges[tab.key]) : undefined}
          />
        ))}
      </AdmTabBar>
    </nav>
  );
}
