import { useEffect, useRef, useState, type ReactNode } from 'react';
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
 * Snapping is armed only once the user touches the row (or focuses inside it), and put away again
 * when the row is back at rest: the browser re-snaps a mandatory snap row on any layout change (a
 * resize, a rotation), and a row nobody touched could end snapped open; unarmed, it stays closed.
 */
export function SwipeRow({ actions, children, className }: SwipeRowProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [armed, setArmed] = useState(false);

  // an open row closes when the user touches anything else, as in the mall apps
  useEffect(() => {
    const closeOnOutsideTouch = (event: PointerEvent) => {
      const row = rowRef.current;
      if (row && row.scrollLeft > 0 && !row.contains(event.target as Node)) row.scrollTo({ left: 0, behavior: 'smooth' });
    };
    document.addEventListener('pointerdown', closeOnOutsideTouch);
    return () => document.removeEventListener('pointerdown', closeOnOutsideTouch);
  }, []);

  const arm = () => setArmed(true);
  // a tap that moved nothing, or a swipe or close that ended at rest
  const disarmAtRest = () => {
    if (rowRef.current?.scrollLeft === 0) setArmed(false);
  };

  const run = (action: SwipeAction) => {
    rowRef.current?.scrollTo({ left: 0, behavior: 'smooth' });
    action.onClick();
  };

  return (
    <div
      ref={rowRef}
      className={`${styles.row} ${armed ? styles.armed : ''} ${className ?? ''}`}
      data-testid="swipe-row"
      onPointerDown={arm}
      onTouchStart={arm}
      // a trackpad's sideways scroll; a vertical one passing over the row is not a touch of it
      onWheel={(event) => {
        if (event.deltaX !== 0) arm();
      }}
      onFocus={arm}
      onPointerUp={disarmAtRest}
      onScrollEnd={disarmAtRest}
    >
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
