import { useCallback } from 'react';
import { useUploadImageByCompressMutation } from '@/api/commonApi';
import type { PhotoUpload } from '@/components/PhotoPicker/PhotoPicker';
import { imageTypeOf, NotAnImageError } from '@/lib/imageType';
import { compressImage } from '@/platform/imageCompress';

/**
 * The PhotoPicker's `upload` for a business folder (`bizType`, e.g. 'evaluation', 'afterSale'):
 * compress in the browser, then `uploadImageByCompress` with its progress; resolves to the stored path.
 * A file whose first bytes are not a picture's is refused (NotAnImageError) before anything is sent.
 */
export function usePhotoUpload(bizType: string): PhotoUpload {
  const [uploadImage] = useUploadImageByCompressMutation();
  return useCallback(
    async (file, onProgress) => {
      // the picker checks too; an upload refuses a non-image itself, whoever hands it the file
      if ((await imageTypeOf(file)) === null) throw new NotAnImageError(file.name);
      const image = await compressImage(file);
      const result = await uploadImage({ image, bizType, onUploadProgress: onProgress }).unwrap();
      return result.url;
    },
    [uploadImage, bizType],
  );
}
