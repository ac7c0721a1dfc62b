/*
 * What a picked file is, read from its first bytes instead of its name or the type the browser
 * guesses from the name: a text file renamed photo.jpg is still text. Photo fields take only the
 * formats below; anything else is refused before it is compressed or uploaded.
 */

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'heic';

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 16;

/** HEIF brands of photos (iPhone HEIC and other HEIF stills); AVIF is not taken. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The image format of a file's first bytes, or null for anything else: JPEG FF D8 FF, PNG
 * 89 50 4E 47 0D 0A 1A 0A, GIF "GIF87a" / "GIF89a", WebP "RIFF" size "WEBP", HEIC / HEIF an
 * ISO box "ftyp" at byte 4 with a HEIF brand.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
  return null;
}

/** The first `count` bytes of a file (FileReader where Blob.arrayBuffer is missing, as in older webviews). */
function headOf(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result instanceof ArrayBuffer ? reader.result : new ArrayBuffer(0)));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(head);
  });
}

/** The image format of a file, read from its content; null when it is not one of ours or cannot be read. */
export async function imageTypeOf(file: Blob): Promise<ImageType | null> {
  try {
    return sniffImageType(await headOf(file, SNIFF_BYTES));
  } catch {
    return null;
  }
}

/** Thrown by an upload given a file that is not a photo (see `imageTypeOf`). */
export class NotAnImageError extends Error {
  constructor(readonly fileName: string) {
    super(`not an image: ${fileName}`);
    this.name = 'NotAnImageError';
  }
}
