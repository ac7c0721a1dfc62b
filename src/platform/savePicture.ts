import { callNative } from './bridge';

/**
 * Saves a picture the page drew (a PNG data URL) to the phone's photos. Inside the app the native
 * host does it (`saveImageToAlbum` with `{ base64, fileName }`, base64 without its `data:` prefix);
 * in a browser the picture is downloaded instead. Resolves how it went: 'album' (handed to the
 * host) or 'download'.
 */
export function savePicture(dataUrl: string, fileName: string): 'album' | 'download' {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  if (callNative('saveImageToAlbum', { base64, fileName })) return 'album';
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  return 'download';
}
