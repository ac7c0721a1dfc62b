import { Carousel } from '@/components/Carousel/Carousel';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { useI18n } from '@/platform/i18n';
import { imageUrl } from '@/platform/imageHost';
import styles from './detail.module.css';
import '@/platform/i18n/areas/goods';

export interface GalleryProps {
  images: string[];
  name: string;
}

/**
 * Square pictures the user swipes through (the app's scroll-snap Carousel, as the home banners),
 * with an "n/total" indicator and no autoplay; a tap shows the pictures full size.
 */
export function Gallery({ images, name }: GalleryProps) {
  const { t } = useI18n();
  const pictures = images.length > 0 ? images : [''];
  const open = (index: number) => {
    import('./imageViewer').then(
      ({ showPictures }) => showPictures(pictures.map((path) => imageUrl(path)), index),
      (error: unknown) => console.warn('[goods] the picture viewer did not load', error),
    );
  };
  const slides = pictures.map((path, index) => {
    const label = t('goods.detail.image', { name, index: index + 1, total: pictures.length });
    return (
      <button key={`${path}-${index}`} type="button" className={styles.slide} onClick={() => open(index)} aria-label={label}>
        <GoodsImage src={path} alt={label} loading={index === 0 ? 'eager' : 'lazy'} radius={0} />
      </button>
    );
  });
  return (
    <div data-testid="goods-gallery">
      <Carousel className={styles.gallery} slides={slides} label={t('goods.detail.gallery')} indicator="count" />
    </div>
  );
}
