import type imageCompression from 'browser-image-compression';

/*
 * Photos are compressed in the browser before they are uploaded (browser-image-compression), so a
 * 12-megapixel phone picture leaves as a few hundred kilobytes. The library is loaded only when a
 * photo is picked: no route carries it in its initial JavaScript.
 */

/** The longest side a photo keeps, and the size it is brought under (JPEG / WebP re-encoding). */
export const COMPRESS_MAX_SIDE = 1600;
export const COMPRESS_MAX_MB = 1;

type Compress = typeof imageCompression;

let library: Promise<Compress> | undefined;

function loadLibrary(): Promise<Compress> {
  library ??= import('browser-image-compression').then(
    (module) => module.default,
    (error: unknown) => {
      library = undefined; // a failed chunk is requested again next time
      throw error;
    },
  );
  return library;
}

/**
 * The photo made smaller for upload. On the main thread (the library's worker would load its own
 * copy from a CDN). A picture it cannot decode (or a chunk that failed to load) is sent as it is:
 * the server still checks type and size.
 */
export async function compressImage(file: File): Promise<Blob> {
  try {
    const compress = await loadLibrary();
    return await compress(file, { maxSizeMB: COMPRESS_MAX_MB, maxWidthOrHeight: COMPRESS_MAX_SIDE, useWebWorker: false });
  } catch {
    return file;
  }
}
