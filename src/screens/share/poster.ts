import { encode } from 'uqr';
import { qrLayout } from './qrGeometry';

/*
 * The invitation poster, drawn on a canvas: background, the member's avatar and nickname, the
 * invite code, a line of copy and the QR code. Everything is placed in CSS pixels of a 300 x 450
 * poster and drawn at `scale` (3: sharp on every phone, whatever its pixel ratio). No DOM-to-image
 * library: those draw the page through an SVG foreignObject, which iOS webviews render blank.
 */

export const POSTER_WIDTH = 300;
export const POSTER_HEIGHT = 450;
/** The canvas is drawn at 3x the poster's CSS size. */
export const POSTER_SCALE = 3;

const FONT = "-apple-system, BlinkMacSystemFont, 'Helvetica Neue', Roboto, Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";
const CARD = { x: 16, y: 236, width: 268, height: 198, radius: 12 };
const AVATAR = { x: 32, y: 252, size: 48 };
const QR = { x: 160, y: 310, size: 112 };
const COPY = { x: 32, y: 326, width: 116, lineHeight: 19 };

export interface PosterText {
  /** the large line over the picture, e.g. 邀请你一起品好茶 */
  headline: string;
  nickname: string;
  /** "邀请码 LQC086" */
  codeLine: string;
  /** the line of copy beside the QR code */
  copy: string;
  /** under the QR code: 长按识别二维码 */
  scanHint: string;
}

export interface PosterImages {
  background: CanvasImageSource;
  avatar: CanvasImageSource;
}

/**
 * `text` broken into lines no wider than `width` (as `measure` says): between words where the
 * text has spaces, else between characters (Chinese), at most `maxLines`, the last cut with '…'.
 */
export function wrapLines(text: string, width: number, measure: (line: string) => number, maxLines = 3): string[] {
  const pieces = /\s/.test(text.trim()) ? text.trim().split(/(\s+)/) : [...text];
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    const next = line + piece;
    if (line && measure(next.trimEnd()) > width) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else line = next;
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && measure(`${last}…`) > width) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, width: number, height: number, radius: number) {
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + width, y, x + width, y + height, radius);
  ctx.arcTo(x + width, y + height, x, y + height, radius);
  ctx.arcTo(x, y + height, x, y, radius);
  ctx.arcTo(x, y, x + width, y, radius);
  ctx.closePath();
}

/** The QR code of `link`, dark modules on white, in a `size` square at (x, y) of the scaled canvas. */
function drawQr(ctx: CanvasRenderingContext2D, link: string, x: number, y: number, size: number) {
  const { data } = encode(link, { ecc: 'M', border: 0 });
  const layout = qrLayout(data, size);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x, y, size, size);
  ctx.fillStyle = '#1f2a1f';
  for (const rect of layout.rects) ctx.fillRect(x + rect.x, y + rect.y, rect.width, rect.height);
}

/** Draws the whole poster on `canvas`, sized to the poster at `scale`. */
export function drawPoster(canvas: HTMLCanvasElement, images: PosterImages, text: PosterText, link: string, scale = POSTER_SCALE): void {
  canvas.width = POSTER_WIDTH * scale;
  canvas.height = POSTER_HEIGHT * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(images.background, 0, 0, POSTER_WIDTH, POSTER_HEIGHT);

  ctx.fillStyle = '#ffffff';
  ctx.textBaseline = 'alphabetic';
  ctx.font = `600 22px ${FONT}`;
  // narrower than the poster: the moon of the background sits at the top right
  wrapLines(text.headline, 180, (line) => ctx.measureText(line).width, 2).forEach((line, index) => {
    ctx.fillText(line, 24, 64 + index * 30);
  });

  ctx.save();
  ctx.shadowColor = 'rgba(31, 42, 31, 0.18)';
  ctx.shadowBlur = 12;
  ctx.fillStyle = '#ffffff';
  roundedRect(ctx, CARD.x, CARD.y, CARD.width, CARD.height, CARD.radius);
  ctx.fill();
  ctx.restore();

  ctx.save();
  ctx.beginPath();
  ctx.arc(AVATAR.x + AVATAR.size / 2, AVATAR.y + AVATAR.size / 2, AVATAR.size / 2, 0, Math.PI * 2);
  ctx.clip();
  ctx.drawImage(images.avatar, AVATAR.x, AVATAR.y, AVATAR.size, AVATAR.size);
  ctx.restore();

  const textX = AVATAR.x + AVATAR.size + 12;
  const textWidth = CARD.x + CARD.width - 16 - textX;
  ctx.fillStyle = '#1f2a1f';
  ctx.font = `600 16px ${FONT}`;
  ctx.fillText(wrapLines(text.nickname, textWidth, (line) => ctx.measureText(line).width, 1)[0] ?? '', textX, AVATAR.y + 20);
  ctx.fillStyle = '#8c6d46';
  ctx.font = `13px ${FONT}`;
  ctx.fillText(text.codeLine, textX, AVATAR.y + 42);

  ctx.strokeStyle = '#eee7da';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(CARD.x + 16, AVATAR.y + AVATAR.size + 8.5);
  ctx.lineTo(CARD.x + CARD.width - 16, AVATAR.y + AVATAR.size + 8.5);
  ctx.stroke();

  ctx.fillStyle = '#3d4a3d';
  ctx.font = `14px ${FONT}`;
  wrapLines(text.copy, COPY.width, (line) => ctx.measureText(line).width, 4).forEach((line, index) => {
    ctx.fillText(line, COPY.x, COPY.y + index * COPY.lineHeight);
  });
  ctx.fillStyle = '#999999';
  ctx.font = `11px ${FONT}`;
  wrapLines(text.scanHint, COPY.width, (line) => ctx.measureText(line).width, 2).forEach((line, index) => {
    ctx.fillText(line, COPY.x, QR.y + QR.size - 16 + index * 14);
  });

  // the QR code is laid out in device pixels, so each module is a whole number of them
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  drawQr(ctx, link, QR.x * scale, QR.y * scale, QR.size * scale);
}
