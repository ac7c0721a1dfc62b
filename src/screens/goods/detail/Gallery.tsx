import { ImageViewer, Swiper } from 'antd-mobile';
import { GoodsImage } from '@/components/GoodsImage/GoodsImage';
import { useI18n } from '@/platform/i18n';
import { installAntdRenderer } from '@/platform/antdRender';
import { imageUrl } from '@/platform/imageHost';
import styles from './detail.module.css';
import '@/platform/i18n/areas/goods';

// ImageViewer.Multi.show renders imperatively: it needs the createRoot renderer (not installed at boot)
installAntdRenderer();

export interface GalleryProps {
  images: string[];
  name: string;
}

/** Square picture swiper with an "n/total" indicator; a tap shows the pictures full size. No autoplay. */
export function Gallery({ images, name }: GalleryProps) {
  const { t } = useI18n();
  const pictures = images.length > 0 ? images : [''];
  const open = (index: number) => {
    ImageViewer.Multi.show({ images: pictures.map((path) => imageUrl(path)), defaultIndex: index });
  };
  return (
    <section className={styles.gallery} aria-label={t('goods.detail.gallery')} data-testid="goods-gallery">
      <Swiper
        loop={pictures.length > 1}
        indicator={(total, current) => (
          <div className={styles.indicator} aria-hidden>
            {current + 1}/{total}
          </div>
        )}
      >
        {pictures.map((path, index) => {
          const label = t('goods.detail.image', { name, index: index + 1, total: pictures.length });
          return (
            <Swiper.Item key={`${path}-${index}`}>
              <button type="button" className={styles.slide} onClick={() => open(index)} aria-label={label}>
                <GoodsImage src={path} alt={label} loading={index === 0 ? 'eager' : 'lazy'} radius={0} />
              </button>
            </Swiper.Item>
          );
        })}
      </Swiper>
    </section>
  );
}
