import { Image } from 'antd-mobile';
import { useState } from 'react';
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

/** Every goods, banner and shop picture: through the image host, with its fallback, fixed aspect ratio (no layout shift). */
export function GoodsImage({ src, alt, width = '100%', ratio = 1, fallback = 'logo', radius = 8, loading = 'lazy' }: GoodsImageProps) {
  const url = imageUrl(src, fallback);
  const fallbackUrl = imageUrl('', fallback);
  // the picture that failed to load (a new src starts again)
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === url;
  const placeholder = <span className={styles.placeholder} />;
  return (
    <Image
      className={styles.image}
      src={url}
      alt={alt}
      width={width}
      style={{ aspectRatio: String(ratio), borderRadius: radius, height: 'auto' }}
      fit="cover"
      lazy={loading === 'lazy'}
      decoding="async"
      placeholder={placeholder}
      // antd-mobile also renders `fallback` for a lazy picture not yet in view: the placeholder
      // until the picture has really failed, then the shop logo (not "this goods has no picture")
      fallback={failed ? <img src={fallbackUrl} alt={alt} className={styles.fallback} /> : placeholder}
      onError={() => setFailedUrl(url)}
    />
  );
}
