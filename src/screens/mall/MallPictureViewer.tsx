import { ImageViewer } from 'antd-mobile';
import { pictureViewerClassNames } from '@/components/pictureViewer';
import { useI18n } from '@/platform/i18n';
import styles from './MallDetailScreen.module.css';
import '@/platform/i18n/areas/mall';

export interface MallPicture {
  id: string;
  url: string;
  alt: string;
}

export interface MallPictureViewerProps {
  pictures: MallPicture[];
  visible: boolean;
  /** the tapped picture */
  index: number;
  onClose: () => void;
}

/**
 * The full-size viewer over a tab's pictures, with each picture's title and n / total. antd-mobile's
 * ImageViewer drags and zooms with use-gesture and animates with react-spring (~40 KB gzip with
 * its own code): a chunk of its own, loaded on the first tap on a picture or once the page has
 * settled (MallDetailScreen.tsx).
 */
export function MallPictureViewer({ pictures, visible, index, onClose }: MallPictureViewerProps) {
  const { t } = useI18n();
  return (
    <ImageViewer.Multi
      images={pictures.map((picture) => picture.url)}
      visible={visible}
      defaultIndex={index}
      classNames={pictureViewerClassNames}
      onClose={onClose}
      imageRender={(url, { ref, index: shown }) => <img ref={ref} src={url} alt={pictures[shown]?.alt ?? ''} draggable={false} />}
      renderFooter={(_url, shown) => (
        <div className={styles.viewerFooter}>
          <p className={styles.viewerTitle}>
            {pictures[shown]?.alt} · {shown + 1} / {pictures.length}
          </p>
          <p className={styles.viewerHint}>{t('mall.viewerHint')}</p>
        </div>
      )}
    />
  );
}
