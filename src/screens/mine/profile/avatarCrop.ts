/*
 * Cropping the picked photo to the square avatar: the math (pure, unit-tested) and the drawing.
 * react-easy-crop reports the part of the picture inside its round mask in the picture's own
 * pixels; that square is drawn onto a canvas at most AVATAR_SIDE pixels wide and encoded as JPEG.
 */

/** A rectangle in the picture's own pixels (react-easy-crop's `croppedAreaPixels`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The avatar's side in pixels: enough for a 3x screen's 120 px circle, small to upload. */
export const AVATAR_SIDE = 512;
export const AVATAR_TYPE = 'image/jpeg';
export const AVATAR_QUALITY = 0.9;

/**
 * The square of the picture to keep: whole pixels, the side the smaller of the area's two (the
 * library rounds each on its own, so they may differ by one), and the square moved, never cut,
 * to lie inside the picture.
 */
export function squareInside(area: PixelArea, picture: { width: number; height: number }): PixelArea {
  const side = Math.max(1, Math.min(Math.round(Math.min(area.width, area.height)), picture.width, picture.height));
  const clamp = (value: number, limit: number) => Math.min(Math.max(0, Math.round(value)), Math.max(0, limit - side));
  return { x: clamp(area.x, picture.width), y: clamp(area.y, picture.height), width: side, height: side };
}

/** The side of the drawn avatar: the square's own side, brought down to AVATAR_SIDE (never up). */
export function avatarSide(square: PixelArea, max = AVATAR_SIDE): number {
  return Math.max(1, Math.min(square.width, max));
}

/** The picture behind a preview URL, once decoded. */
export function loadPicture(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the picture could not be decoded'));
    image.src = url;
  });
}

/** Draws the kept square of the picture at the avatar's size and encodes it (a white ground under a transparent PNG). */
export async function cropToBlob(image: HTMLImageElement, area: PixelArea): Promise<Blob> {
  const square = squareInside(area, { width: image.naturalWidth, height: image.naturalHeight });
  const side = avatarSide(square);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, square.x, square.y, square.width, square.height, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the avatar could not be encoded'))), AVATAR_TYPE, AVATAR_QUALITY);
  });
}
