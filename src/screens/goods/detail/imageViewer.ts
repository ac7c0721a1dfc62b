// The full-size picture viewer, a chunk of its own: antd-mobile's ImageViewer drags and zooms with
// @use-gesture and animates with react-spring (about 26 KB gzip), which the goods detail page does
// not need until a picture is tapped (docs/performance.md).
import { ImageViewer } from 'antd-mobile';
import { pictureViewerClassNames } from '@/components/pictureViewer';
import { installAntdRenderer } from '@/platform/antdRender';

// ImageViewer.Multi.show renders imperatively: it needs the createRoot renderer (not installed at boot)
installAntdRenderer();

/** Shows `urls` full size, starting at `index`. */
export function showPictures(urls: string[], index: number): void {
  ImageViewer.Multi.show({ images: urls, defaultIndex: index, classNames: pictureViewerClassNames });
}
