import { Image } from 'antd-mobile';
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
  return (
    <Image
      className={styles.image}
      src={url}
      alt={alt}
      width={width}
      style={{ aspectRatio: String(ratio), borderRadius: radius, height: 'auto' }}
      fit="cover"
      // the browser's own lazy loading: antd-mobile's `lazy` renders the fallback (the shop logo)
      // until the picture scrolls into view, which reads as "this goods has no picture"
      loading={loading}
      decoding="async"
      placeholder={<span className={styles.placeholder} />}
      fallback={<img src={fallbackUrl} alt={alt} className={styles.fallback} />}
    />
  );
}
