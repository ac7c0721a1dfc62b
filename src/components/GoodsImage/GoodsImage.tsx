import { useEffect, useState } from 'react';
import { imageUrl } from '@/platform/imageHost';
import styles from './GoodsImage.module.css';

export interface GoodsImageProps {
  /** path from the server; empty falls back to the shop logo (or blank with fallback 'default') */
  src: string | null | undefined;
  alt: string;
  /** square side or width in px; height follows `ratio` */
  width?: number | string;
  /** width / height, default 1 (square) */
  ratio?: number;
  fallback?: 'logo' | 'default';
  radius?: number;
  /** `eager` for the first screenful (LCP), lazy otherwise */
  loading?: 'lazy' | 'eager';
}

/**
 * Whether the element has come into the viewport, any part of it (once true, stays true). A lazy
 * picture asks for its file only then, as antd-mobile's Image did with ahooks' useInViewport: a
 * dozen lines of IntersectionObserver here instead of those two on the /home launch path (issue
 * 9's byte budget).
 * Native `loading="lazy"` is not used: it loads pictures well below the fold at once, and an image
 * it holds back never reports `complete`.
 */
function useSeen(active: boolean): [boolean, (node: HTMLDivElement | null) => void] {
  const [seen, setSeen] = useState(!active || typeof IntersectionObserver === 'undefined');
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (seen || !target) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [seen, target]);
  return [seen, setTarget];
}

/** Every goods, banner and shop picture: through the image host, with its fallback, fixed aspect ratio (no layout shift). */
export function GoodsImage({ src, alt, width = '100%', ratio = 1, fallback = 'logo', radius = 8, loading = 'lazy' }: GoodsImageProps) {
  const url = imageUrl(src, fallback);
  const fallbackUrl = imageUrl('', fallback);
  const [seen, detectorRef] = useSeen(loading === 'lazy');
  // the picture that failed (a new src is tried again)
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  const cssWidth = typeof width === 'number' ? `${width}px` : width;
  let inner;
  if (!seen) {
    // not in view yet: the box's own background is the placeholder (the picture is not asked for)
    inner = null;
  } else if (failedUrl === url) {
    inner = <img src={fallbackUrl} alt={alt} className={styles.fallback} />;
  } else {
    // Shown from the start: until the file is in, the box's own background is the placeholder. The
    // browser paints the picture the moment it has decoded it, with no render of ours in between:
    // waiting for `load` to reveal it put a React render (and a layout) in front of every picture's
    // paint, about thirty on the home page's launch, the launch advert's (its largest paint) among them.
    inner = <img className={styles.img} src={url} alt={alt} decoding="async" draggable={false} onError={() => setFailedUrl(url)} />;
  }
  return (
    // The whole box is watched: a picture scrolled into view from below and one whose top is already
    // above the viewport (a sideways row at the top edge) both load. data-awaits-view marks a box not
    // seen yet, for the story runner's wait before a screenshot.
    <div
      ref={seen ? undefined : detectorRef}
      className={styles.image}
      style={{ width: cssWidth, aspectRatio: String(ratio), borderRadius: radius, height: 'auto' }}
      data-awaits-view={seen ? undefined : ''}
    >
      {inner}
    </div>
  );
}
