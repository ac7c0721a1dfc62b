import { useId, useRef, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useI18n } from '@/platform/i18n';
import type { PixelArea } from './avatarCrop';
import styles from './AvatarCropper.module.css';
import '@/platform/i18n/areas/mineProfile';

export interface AvatarCropperProps {
  /** the picked photo's preview URL */
  src: string;
  onCancel: () => void;
  /** the square to keep, in the photo's own pixels */
  onConfirm: (area: PixelArea) => void;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
/** How far an arrow key moves the photo (px; with Shift a fifth of it). */
const KEYBOARD_STEP = 10;

/**
 * The picked photo under a round mask: drag or pinch it (arrow keys move it once the area has the
 * focus, the slider zooms), then 使用 keeps the square around the circle. Loaded when a photo is
 * picked, so no route carries react-easy-crop in its first JavaScript.
 */
export default function AvatarCropper({ src, onCancel, onConfirm }: AvatarCropperProps) {
  const { t } = useI18n();
  const hintId = useId();
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const area = useRef<PixelArea | null>(null);
  const [ready, setReady] = useState(false);

  return (
    <div className={styles.cropper} role="dialog" aria-modal="true" aria-label={t('mineProfile.avatar.cropTitle')} data-testid="avatar-cropper">
      <div className={styles.stage}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={1}
          cropShape="round"
          showGrid={false}
          keyboardStep={KEYBOARD_STEP}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => {
            area.current = pixels;
            setReady(true);
          }}
          mediaProps={{ alt: t('mineProfile.avatar.picked') }}
          cropperProps={{ role: 'group', 'aria-label': t('mineProfile.avatar.cropArea'), 'aria-describedby': hintId }}
        />
      </div>
      <div className={styles.controls}>
        <p id={hintId} className={styles.hint}>
          {t('mineProfile.avatar.cropHint')}
        </p>
        <div className={styles.zoom}>
          <label htmlFor={zoomId}>{t('mineProfile.avatar.zoom')}</label>
          <input id={zoomId} type="range" min={MIN_ZOOM} max={MAX_ZOOM} step={0.1} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
        </div>
        <div className={styles.buttons}>
          <button type="button" className={styles.cancel} onClick={onCancel}>
            {t('mineProfile.avatar.cancel')}
          </button>
          <button
            type="button"
            className={styles.confirm}
            disabled={!ready}
            onClick={() => {
              if (area.current) onConfirm(area.current);
            }}
          >
            {t('mineProfile.avatar.use')}
          </button>
        </div>
      </div>
    </div>
  );
}
