import { useCallback, useEffect, useState } from 'react';
import { useUploadImageByCompressMutation } from '@/api/commonApi';
import { useUpdateInfoSelectiveMutation } from '@/api/memberApi';
import { useAction } from '@/hooks/useAction';
import { compressImage } from '@/platform/imageCompress';
import { useI18n } from '@/platform/i18n';
import '@/platform/i18n/areas/mineProfile';

/** Where the avatar is on its way: compressed, sent (with the upload's share), saved on the member; or failed. */
export type AvatarPhase = 'idle' | 'compressing' | 'uploading' | 'saving' | 'failed';

export interface AvatarUpload {
  phase: AvatarPhase;
  /** the upload's share sent, 0..1 */
  ratio: number;
  /** the cropped avatar on its way or failed (an object URL), null when idle */
  preview: string | null;
  busy: boolean;
  /** sends a cropped avatar: compress, uploadImageByCompress, then updateInfoSelective({ avatar }) */
  send: (avatar: Blob) => void;
  /** sends the failed avatar again */
  retry: () => void;
}

/**
 * The avatar's way to the member's profile, through the write kit: one at a time, the failure told
 * once (a network failure in the upload's own words), the cropped picture kept for the retry.
 */
export function useAvatarUpload(): AvatarUpload {
  const { t } = useI18n();
  const [uploadImage] = useUploadImageByCompressMutation();
  const [updateInfo] = useUpdateInfoSelectiveMutation();
  const [phase, setPhase] = useState<AvatarPhase>('idle');
  const [ratio, setRatio] = useState(0);
  const [pending, setPending] = useState<{ blob: Blob; url: string } | null>(null);

  useEffect(() => () => {
    if (pending) URL.revokeObjectURL(pending.url);
  }, [pending]);

  const action = useAction(
    async (avatar: Blob) => {
      setRatio(0);
      setPhase('compressing');
      const image = await compressImage(new File([avatar], 'avatar.jpg', { type: avatar.type || 'image/jpeg' }));
      setPhase('uploading');
      const { url } = await uploadImage({ image, bizType: 'avatar', onUploadProgress: (share) => setRatio((now) => Math.max(now, Math.min(1, share))) }).unwrap();
      setPhase('saving');
      return updateInfo({ avatar: url }).unwrap();
    },
    {
      success: t('mineProfile.avatar.saved'),
      wording: { network: 'mineProfile.avatar.networkFailed', fallback: 'mineProfile.avatar.failed' },
      onSuccess: () => {
        setPhase('idle');
        setPending(null);
      },
      onFailure: () => setPhase('failed'),
    },
  );
  const { run } = action;

  const send = useCallback(
    (avatar: Blob) => {
      setPending((current) => (current?.blob === avatar ? current : { blob: avatar, url: URL.createObjectURL(avatar) }));
      void run(avatar);
    },
    [run],
  );
  const retry = useCallback(() => {
    if (pending) void run(pending.blob);
  }, [pending, run]);

  return { phase, ratio, preview: pending?.url ?? null, busy: action.busy, send, retry };
}
