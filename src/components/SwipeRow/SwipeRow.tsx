import { useEffect, useRef, type ReactNode } from 'react';
import styles from './SwipeRow.module.css';

export interface SwipeAction {
  key: string;
  text: string;
  /** 'danger': the red delete button */
  color?: 'danger' | 'primary';
  onClick: () => void;
}

export interface SwipeRowProps {
  /** the buttons a swipe to the left reveals, in order */
  actions: SwipeAction[];
  children: ReactNode;
  className?: string;
}

/*
 * Written here rather than antd-mobile's SwipeAction: that one drags with @use-gesture and animates
 * with react-spring (26 KB gzip), which put them on the cart tab's launch (180 KB budget). Here the
 * row is a horizontal scroller that snaps to rest or to its actions (CSS scroll snap): the browser
 * does the drag, the fling and the snap. A keyboard or screen-reader user reaches the buttons by
 * focus, which scrolls them into view.
 */
export function SwipeRow({ actions, children, className }: SwipeRowProps) {
  const rowRef = useRef<HTMLDivElement>(null);

  // an open row closes when the user touches anything else, as in the mall apps
  useEffect(() => {
    const closeOnOutsideTouch = (event: PointerEvent) => {
      const row = rowRef.current;
      if (row && row.scrollLeft > 0 && !row.contains(event.target as Node)) row.scrollTo({ left: 0, behavior: 'smooth' });
    };
    document.addEventListener('pointerdown', closeOnOutsideTouch);
    return () => document.removeEventListener('pointerdown', closeOnOutsideTouch);
  }, []);

  const run = (action: SwipeAction) => {
    rowRef.current?.scrollTo({ left: 0, behavior: 'smooth' });
    action.onClick();
  };

  return (
    <div ref={rowRef} className={`${styles.row} ${className ?? ''}`} data-testid="swipe-row">
      <div className={styles.main}>{children}</div>
      <div className={styles.actions}>
        {actions.map((action) => (
          <button key={action.key} type="button" className={`${styles.action} ${styles[action.color ?? 'primary']}`} onClick={() => run(action)}>
            {action.text}
          </button>
        ))}
      </div>
    </div>
  );
}
