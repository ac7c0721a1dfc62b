import { useCallback } from 'react';
import { useUploadImageByCompressMutation } from '@/api/commonApi';
import type { PhotoUpload } from '@/components/PhotoPicker/PhotoPicker';
import { compressImage } from '@/platform/imageCompress';

/**
 * The PhotoPicker's `upload` for a business folder (`bizType`, e.g. 'evaluation', 'afterSale'):
 * compress in the browser, then `uploadImageByCompress` with its progress; resolves to the stored path.
 */
export function usePhotoUpload(bizType: string): PhotoUpload {
  const [uploadImage] = useUploadImageByCompressMutation();
  return useCallback(
    async (file, onProgress) => {
      const image = await compressImage(file);
      const result = await uploadImage({ image, bizType, onUploadProgress: onProgress }).unwrap();
      return result.url;
    },
    [uploadImage, bizType],
  );
}
