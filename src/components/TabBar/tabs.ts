import type { MessageKey } from '@/platform/i18n';

export type TabKey = 'home' | 'category' | 'shop' | 'cart' | 'mine';

export interface TabItem {
  key: TabKey;
  route: string;
  label: MessageKey;
  /** home, category, shop and cart replace the history entry; mine pushes (and needs login) */
  replace: boolean;
  needsLogin: boolean;
}

export const tabs: readonly TabItem[] = [
  { key: 'home', route: '/home', label: 'tab.home', replace: true, needsLogin: false },
  { key: 'category', route: '/goods/category', label: 'tab.category', replace: true, needsLogin: false },
  { key: 'shop', route: '/shop/index', label: 'tab.shop', replace: true, needsLogin: false },
  { key: 'cart', route: '/shoppingCart', label: 'tab.cart', replace: true, needsLogin: false },
  { key: 'mine', route: '/mine', label: 'tab.mine', replace: false, needsLogin: true },
];

export const tabRoutes: ReadonlySet<string> = new Set(tabs.map((tab) => tab.route));

export function tabForPath(pathname: string): TabItem | undefined {
  return tabs.find((tab) => tab.route === pathname);
}
