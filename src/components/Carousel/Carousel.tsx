import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '@/platform/i18n';
import styles from './Carousel.module.css';

export interface CarouselProps {
  /** one element per slide; each needs a stable key */
  slides: ReactNode[];
  /** move to the next slide by itself (paused while a finger is on it) */
  autoplay?: boolean;
  /** ms between automatic moves */
  interval?: number;
  /** accessible name of the carousel (e.g. 活动推荐) */
  label: string;
  /** where the user is: dots (banners) or an `n/total` pill (a goods' pictures); default dots */
  indicator?: 'dots' | 'count';
  className?: string;
}

/*
 * Written by hand rather than antd-mobile's Swiper: that one drags with @use-gesture and
 * animates with react-spring (26 KB gzip), which would sit on the first paint of /home (budget
 * 160 KB). The browser's own scroll snapping gives the swipe, its momentum and its snap; this
 * adds autoplay, the dots and the accessible slide names.
 */
export function Carousel({ slides, autoplay = false, interval = 4000, label, indicator = 'dots', className }: CarouselProps) {
  const { t } = useI18n();
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [held, setHeld] = useState(false);
  const count = slides.length;
  const many = count > 1;

  useEffect(() => {
    const track = trackRef.current;
    if (!autoplay || !many || held || !track) return undefined;
    const timer = setInterval(() => {
      const width = track.clientWidth;
      if (width === 0) return;
      const next = (Math.round(track.scrollLeft / width) + 1) % count;
      track.scrollTo({ left: next * width, behavior: 'smooth' });
    }, interval);
    return () => clearInterval(timer);
  }, [autoplay, many, held, interval, count]);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    setActive(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth))));
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} role="region" aria-roledescription="carousel" aria-label={label}>
      <div
        ref={trackRef}
        className={styles.track}
        // scrollable by keyboard too (arrow keys), when the slides themselves are not focusable
        tabIndex={0}
        onScroll={onScroll}
        onPointerDown={() => setHeld(true)}
        onPointerUp={() => setHeld(false)}
        onPointerCancel={() => setHeld(false)}
        onTouchStart={() => setHeld(true)}
        onTouchEnd={() => setHeld(false)}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { index: index + 1, count })}
            data-active={index === active || undefined}
          >
            {slide}
          </div>
        ))}
      </div>
      {indicator === 'count' && (
        <div className={styles.count} aria-hidden="true">
          {active + 1}/{count}
        </div>
      )}
      {many && indicator === 'dots' && (
        <div className={styles.dots} aria-hidden="true">
          {slides.map((_, index) => (
            <span key={index} className={index === active ? `${styles.dot} ${styles.activeDot}` : styles.dot} />
          ))}
        </div>
      )}
    </div>
  );
}
