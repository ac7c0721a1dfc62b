import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { ActionSlot, lazyPart } from '@/components/ActionSlot';
import { imageTypeOf } from '@/lib/imageType';
import { showToast } from '@/platform/feedback';
import { useI18n } from '@/platform/i18n';
import { imageUrl } from '@/platform/imageHost';
import { cropToBlob, loadPicture, type PixelArea } from './avatarCrop';
import styles from './profile.module.css';
import { useAvatarUpload } from './useAvatarUpload';
import '@/platform/i18n/areas/mineProfile';
import '@/platform/i18n/areas/photos';

const AvatarCropper = lazyPart(() => import('./AvatarCropper'));

/** Test id of the avatar's file input (stories feed it a photo). */
export const AVATAR_INPUT_TEST_ID = 'avatar-input';

/**
 * The avatar row: tap to pick a photo, crop it square under a round mask, then it is compressed,
 * uploaded with its progress and saved on the member; a failure offers a retry with the same crop.
 */
export function AvatarRow({ avatar }: { avatar: string }) {
  const { t } = useI18n();
  const inputId = useId();
  const upload = useAvatarUpload();
  const [picked, setPicked] = useState<string | null>(null);

  useEffect(() => () => {
    if (picked) URL.revokeObjectURL(picked);
  }, [picked]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same photo may be picked again
    if (!file) return;
    if ((await imageTypeOf(file)) === null) {
      showToast({ content: t('photos.notImage', { name: file.name }) });
      return;
    }
    setPicked(URL.createObjectURL(file));
  };

  const crop = async (area: PixelArea) => {
    if (!picked) return;
    try {
      const blob = await cropToBlob(await loadPicture(picked), area);
      setPicked(null);
      upload.send(blob);
    } catch {
      setPicked(null);
      showToast({ content: t('mineProfile.avatar.cropFailed') });
    }
  };

  const { phase } = upload;
  const percent = Math.round(upload.ratio * 100);
  return (
    <div className={styles.avatarRow}>
      <label htmlFor={inputId} className={styles.row} aria-disabled={upload.busy || undefined}>
        <span className={styles.rowLabel}>{t('mineProfile.avatar.label')}</span>
        <span className={styles.avatarBox}>
          <img className={styles.avatar} src={upload.preview ?? imageUrl(avatar)} alt={t('mineProfile.avatar.current')} data-testid="avatar-image" />
          {phase === 'compressing' || phase === 'uploading' || phase === 'saving' ? (
            <span className={styles.avatarProgress} role="status" data-testid="avatar-progress">
              {phase === 'uploading' ? t('photos.uploading', { percent }) : phase === 'compressing' ? t('photos.compressing') : t('mineProfile.avatar.saving')}
            </span>
          ) : null}
        </span>
        <span className={styles.chevron} aria-hidden />
      </label>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        disabled={upload.busy}
        onChange={(event) => void pick(event)}
        data-testid={AVATAR_INPUT_TEST_ID}
      />
      {phase === 'failed' ? (
        <div className={styles.avatarFailed}>
          <span role="alert">{t('mineProfile.avatar.uploadFailed')}</span>
          <button type="button" className={styles.retry} onClick={upload.retry}>
            {t('photos.retry')}
          </button>
        </div>
      ) : null}
      <ActionSlot
        onFailed={() => {
          setPicked(null);
          showToast({ content: t('state.networkError') });
        }}
      >
        {picked ? <AvatarCropper src={picked} onCancel={() => setPicked(null)} onConfirm={(area) => void crop(area)} /> : null}
      </ActionSlot>
    </div>
  );
}
