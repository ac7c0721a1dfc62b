import type { ReactNode } from 'react';
import { TabRow, type TabRowProps } from '@/components/TabRow/TabRow';
import styles from './TabbedPage.module.css';

export interface TabbedPageProps<Key extends string> {
  /** the page's header (a PageHeader), at the top of the sticky block */
  header: ReactNode;
  tabs: TabRowProps<Key>;
  /** what stays at the top under the tabs (the messages' unread count and 全部已读) */
  underTabs?: ReactNode;
  /** the chosen tab's content, usually a TabPane */
  children: ReactNode;
}

/**
 * A list page with tabs (the order list, the coupon centre, my coupons, the messages): the grey
 * page, and the header with the tabs under it kept at the top while the list scrolls.
 */
export function TabbedPage<Key extends string>({ header, tabs, underTabs, children }: TabbedPageProps<Key>) {
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        {header}
        <TabRow {...tabs} />
        {underTabs}
      </div>
      {children}
    </div>
  );
}

export interface TabPaneProps {
  children: ReactNode;
  testId?: string;
}

/** One tab's content under the tabs, with the page's side margins. */
export function TabPane({ children, testId }: TabPaneProps) {
  return (
    <div className={styles.pane} data-testid={testId}>
      {children}
    </div>
  );
}

export interface CardListProps {
  /** one `li` a card */
  children: ReactNode;
  /** the list's accessible name */
  label?: string;
  testId?: string;
}

/** A tab's cards, one under another, 12 px apart. */
export function CardList({ children, label, testId }: CardListProps) {
  return (
    <ul className={styles.cards} aria-label={label} data-testid={testId}>
      {children}
    </ul>
  );
}
