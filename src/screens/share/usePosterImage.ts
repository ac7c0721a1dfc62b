import { useEffect, useState } from 'react';
import background from '@/assets/share/poster-bg.svg';
import { imageUrl, SHOP_LOGO } from '@/platform/imageHost';
import { drawPoster, type PosterText } from './poster';

export type PosterState = { status: 'drawing' } | { status: 'ready'; dataUrl: string } | { status: 'failed' };

/** An image once it is decoded (drawn whole, never half-loaded); rejects when it cannot load. */
async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
  await image.decode();
  return image;
}

/**
 * The poster as a PNG data URL: the pictures decoded and the fonts ready first, so the same member
 * always gives the same pixels; an avatar that cannot load is drawn as the shop's logo. `text` and
 * `link` are compared by value: a new object with the same words does not draw again; a new
 * `attempt` draws again (after a failure).
 */
export function usePosterImage(avatar: string, text: PosterText, link: string, attempt = 0): PosterState {
  const key = JSON.stringify([avatar, text, link, attempt]);
  // what was drawn, and for which poster: another poster's result reads as still drawing
  const [drawn, setDrawn] = useState<{ key: string; state: PosterState } | null>(null);
  useEffect(() => {
    let live = true;
    const [avatarPath, words, target] = JSON.parse(key) as [string, PosterText, string];
    void (async () => {
      try {
        const [back, face] = await Promise.all([
          loadImage(background),
          loadImage(imageUrl(avatarPath)).catch(() => loadImage(SHOP_LOGO)),
          document.fonts.ready,
        ]);
        const canvas = document.createElement('canvas');
        drawPoster(canvas, { background: back, avatar: face }, words, target);
        const dataUrl = canvas.toDataURL('image/png');
        if (live) setDrawn({ key, state: { status: 'ready', dataUrl } });
      } catch (error) {
        console.warn('poster: not drawn', error);
        if (live) setDrawn({ key, state: { status: 'failed' } });
      }
    })();
    return () => {
      live = false;
    };
  }, [key]);
  return drawn?.key === key ? drawn.state : { status: 'drawing' };
}
