import { afterSettle } from './afterSettle';
import { readStored, writeStored } from './storage';
import { isPreloadablePicture, LAUNCH_PICTURES_KEPT } from './storedKeys';

/**
 * The launch pictures after a launch on `path` whose largest paint was `url` (a picture's address,
 * or '' for text): the path's entry is replaced and moved last, a text paint drops it, and only
 * the latest LAUNCH_PICTURES_KEPT paths are kept. Pictures of this origin are kept as paths.
 */
export function nextLaunchPictures(current: Record<string, string>, path: string, url: string, origin: string): Record<string, string> {
  const picture = url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
  const entries = Object.entries(current).filter(([key]) => key !== path);
  if (picture && isPreloadablePicture(picture)) entries.push([path, picture]);
  return Object.fromEntries(entries.slice(-LAUNCH_PICTURES_KEPT));
}

/**
 * The page's own largest picture in the viewport (its visible area), leaving out dialogs: a launch
 * advert shows once, so the next launch's largest paint is the page's picture under it.
 */
function largestPagePicture(): string {
  const width = window.innerWidth;
  const height = window.innerHeight;
  let best = '';
  let bestArea = 0;
  for (const image of Array.from(document.images)) {
    if (!image.complete || !image.currentSrc || image.closest('[role="dialog"], [aria-modal="true"]')) continue;
    const rect = image.getBoundingClientRect();
    const area = Math.max(0, Math.min(rect.right, width) - Math.max(rect.left, 0)) * Math.max(0, Math.min(rect.bottom, height) - Math.max(rect.top, 0));
    if (area > bestArea) {
      best = image.currentSrc;
      bestArea = area;
    }
  }
  return best;
}

/**
 * On a warm launch the first screen's picture is what the user waits for last: its call answers,
 * the screen renders, and only then is the picture asked for. The app remembers, per page it was
 * opened on, the page's largest picture once the launch has settled, and index.html's boot loader
 * preloads it (fetchpriority high) on the next launch on that page, in parallel with the scripts
 * (build/bootLoader.ts). A picture that changed since costs one wasted download.
 */
export function recordLaunchPicture(): void {
  const path = window.location.pathname;
  afterSettle(() => {
    // a launch left before it settled, or scrolled, says nothing about its first screen
    if (window.location.pathname !== path || window.scrollY > 0) return;
    writeStored('launchPictures', nextLaunchPictures(readStored('launchPictures'), path, largestPagePicture(), window.location.origin));
  });
}
