import { useRef, type KeyboardEvent } from 'react';
import styles from './TabRow.module.css';

export interface TabRowItem<Key extends string> {
  key: Key;
  label: string;
}

export interface TabRowProps<Key extends string> {
  items: readonly TabRowItem<Key>[];
  active: Key;
  onChange: (key: Key) => void;
  /** the tab list's accessible name */
  label: string;
  /** the page's own placement and type size (sticky offset, font size) */
  className?: string;
  testId?: string;
}

/**
 * A row of tabs that share the width (the order list, the tea house's orders, the mall detail), the chosen one in the brand colour with a short line under it.
 * Hand-written rather than antd-mobile's Tabs, whose ink bar and scrolling animate with
 * react-spring: about 18 KB gzip a page would load at launch for a line that moves. The arrow keys
 * move between tabs (roving tabindex), as a tab list does.
 */
export function TabRow<Key extends string>({ items, active, onChange, label, className, testId }: TabRowProps<Key>) {
  const row = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const at = items.findIndex((item) => item.key === active);
    const next = items[(at + step + items.length) % items.length];
    if (!next) return;
    onChange(next.key);
    row.current?.querySelector<HTMLButtonElement>(`[data-key="${next.key}"]`)?.focus();
  };
  return (
    <div ref={row} role="tablist" aria-label={label} className={className ? `${styles.tabs} ${className}` : styles.tabs} data-testid={testId} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const selected = item.key === active;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            data-key={item.key}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
