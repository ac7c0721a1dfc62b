import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '@/platform/i18n';
import styles from './PullToRefresh.module.css';

export type PullStatus = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete' | 'failed';

export interface PullToRefreshProps {
  /** called on release past the threshold; the head shows progress until it settles */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
  /** pull distance (after damping) that arms a refresh, in px */
  threshold?: number;
}

/** Height the head holds while refreshing and showing its result. */
const HEAD_HEIGHT = 40;
/** How long 刷新成功 / 刷新失败 stays before the head closes. */
const RESULT_MS = 500;
/** The finger travels twice the distance the page moves: the pull feels elastic. */
const damp = (distance: number) => Math.min(distance / 2, 160);

/** The nearest scrolled ancestor's offset, or the page's: a pull only starts at the very top. */
function scrolledAbove(element: HTMLElement): number {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node.scrollTop;
  }
  return window.scrollY;
}

/*
 * Written by hand rather than antd-mobile's PullToRefresh: that one animates with react-spring
 * and @use-gesture (26 KB gzip), which would put them on the first paint of /home (budget
 * 160 KB). This is the same gesture in a CSS transition. It listens to touch events where the
 * device has them (with a non-passive touchmove, so the page itself does not bounce) and to
 * pointer events otherwise (desktop browsers, Storybook), as antd-mobile's does.
 */
export function PullToRefresh({ onRefresh, children, threshold = 60 }: PullToRefreshProps) {
  const { t } = useI18n();
  const rootRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PullStatus>('idle');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);
  const refresh = useRef(onRefresh);
  useLayoutEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  // a layout effect: the gesture works from the moment the list is on screen
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    let startY: number | null = null;
    let pulled = 0;
    let busy = false;
    let live = true;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;

    const begin = (y: number) => {
      if (busy || scrolledAbove(root) > 0) return;
      startY = y;
      pulled = 0;
    };
    const move = (y: number, event: Event) => {
      if (startY === null) return;
      const distance = y - startY;
      if (distance <= 0 && pulled === 0) return;
      if (event.cancelable) event.preventDefault();
      pulled = damp(Math.max(distance, 0));
      setDragging(true);
      setHeight(pulled);
      setStatus(pulled === 0 ? 'idle' : pulled >= threshold ? 'canRelease' : 'pulling');
    };
    const settle = (next: PullStatus) => {
      if (!live) return;
      setStatus(next);
      closeTimer = setTimeout(() => {
        busy = false;
        if (!live) return;
        setHeight(0);
        setStatus('idle');
      }, RESULT_MS);
    };
    const end = () => {
      if (startY === null) return;
      startY = null;
      setDragging(false);
      if (pulled < threshold) {
        setHeight(0);
        setStatus('idle');
        return;
      }
      busy = true;
      setHeight(HEAD_HEIGHT);
      setStatus('refreshing');
      refresh.current().then(
        () => settle('complete'),
        () => settle('failed'),
      );
    };

    const touchStart = (event: TouchEvent) => event.touches[0] && begin(event.touches[0].clientY);
    const touchMove = (event: TouchEvent) => event.touches[0] && move(event.touches[0].clientY, event);
    const pointerDown = (event: PointerEvent) => event.isPrimary && begin(event.clientY);
    const pointerMove = (event: PointerEvent) => event.isPrimary && move(event.clientY, event);
    const touch = 'ontouchstart' in window;
    if (touch) {
      root.addEventListener('touchstart', touchStart, { passive: true });
      root.addEventListener('touchmove', touchMove, { passive: false });
      root.addEventListener('touchend', end);
      root.addEventListener('touchcancel', end);
    } else {
      root.addEventListener('pointerdown', pointerDown);
      window.addEventListener('pointermove', pointerMove);
      window.addEventListener('pointerup', end);
      window.addEventListener('pointercancel', end);
    }
    return () => {
      live = false;
      clearTimeout(closeTimer);
      root.removeEventListener('touchstart', touchStart);
      root.removeEventListener('touchmove', touchMove);
      root.removeEventListener('touchend', end);
      root.removeEventListener('touchcancel', end);
      root.removeEventListener('pointerdown', pointerDown);
      window.removeEventListener('pointermove', pointerMove);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [threshold]);

  const text: Record<PullStatus, string> = {
    idle: '',
    pulling: t('list.pullToRefresh'),
    canRelease: t('list.releaseToRefresh'),
    refreshing: t('list.refreshing'),
    complete: t('list.refreshed'),
    failed: t('list.refreshFailed'),
  };
  return (
    <div ref={rootRef} className={styles.root} data-pull-status={status}>
      <div
        className={dragging ? styles.head : `${styles.head} ${styles.settling}`}
        style={{ height }}
        data-testid="pull-to-refresh-head"
        role="status"
        aria-live="polite"
      >
        <span className={styles.text}>{text[status]}</span>
      </div>
      {children}
    </div>
  );
}
