import type { Widen } from '../widen';
import type { photosZhCN } from './photos';

/** PhotoPicker: en-US, the same keys (checked by the type). */
const photosEnUS: Widen<typeof photosZhCN> = {
  add: 'Add photo',
  count: '{count}/{max}',
  compressing: 'Compressing',
  uploading: 'Uploading {percent}%',
  failed: 'Upload failed',
  retry: 'Retry',
  remove: 'Remove photo {index}',
  photo: 'Photo {index}',
  notImage: '"{name}" is not a photo: choose a JPG, PNG, GIF, WebP or HEIC picture',
  tooMany: 'Up to {max} photos',
  stillUploading: 'Photos are still uploading. Please wait',
  failedLeft: "A photo didn't upload: retry or remove it",
};

export default photosEnUS;
