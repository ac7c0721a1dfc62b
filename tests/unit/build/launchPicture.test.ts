import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAUNCH_PICTURES_KEPT as KEPT_BY_LOADER, LAUNCH_PICTURES_KEY, LAUNCH_SETTLE_QUIET_MS, launchPictureScript } from '../../../build/launchPicture';
import { readStored, writeStored } from '@/platform/storage';
import { isPreloadablePicture, LAUNCH_PICTURES_KEPT } from '@/platform/storedKeys';

const imagePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')]);

/** Runs the loader's picture part on `pathname`, as index.html does (jsdom runs inline scripts). */
function launch(pathname: string) {
  window.history.replaceState(null, '', pathname);
  const script = document.createElement('script');
  script.textContent = launchPictureScript();
  document.head.appendChild(script);
}

/** A loaded picture at `rect` (jsdom lays nothing out). */
function picture(src: string, rect: { top: number; left: number; width: number; height: number }, parent: HTMLElement = document.body) {
  const image = document.createElement('img');
  image.src = src;
  Object.defineProperty(image, 'complete', { value: true });
  image.getBoundingClientRect = () => DOMRect.fromRect({ x: rect.left, y: rect.top, width: rect.width, height: rect.height });
  parent.appendChild(image);
}

/** The page's load event, then the quiet time: the launch has settled. */
function settle() {
  vi.useFakeTimers();
  window.dispatchEvent(new Event('load'));
  vi.advanceTimersByTime(LAUNCH_SETTLE_QUIET_MS);
}

afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll('link, script').forEach((element) => element.remove());
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('the warm launch picture', () => {
  it('shares its key, its limit and its address rule with the app’s stored shape', () => {
    expect(LAUNCH_PICTURES_KEY).toBe('launchPictures');
    expect(KEPT_BY_LOADER).toBe(LAUNCH_PICTURES_KEPT);
    window.localStorage.setItem('launchPictures', JSON.stringify({ '/home': '/images/a.svg', '/mine': '//evil.example/x.png', '/x': 'javascript:alert(1)', nope: '/images/b.svg', '/y': 3 }));
    expect(readStored('launchPictures')).toEqual({ '/home': '/images/a.svg' });
    expect(isPreloadablePicture('https://img.example.com/a.jpg')).toBe(true);
  });

  it('preloads the picture stored for this page at once, with high priority, and no other page’s', () => {
    writeStored('launchPictures', { '/home': '/images/banners/winter-festival.svg', '/goods/category': 'https://img.example.com/a.jpg' });
    launch('/home');
    expect(imagePreloads()).toEqual([['/images/banners/winter-festival.svg', 'high']]);
  });

  it('preloads nothing from storage that is not JSON, not a picture address, or of another page', () => {
    for (const stored of ['not json', JSON.stringify({ '/home': 'javascript:alert(1)' }), JSON.stringify({ '/home': '//evil.example/a.png' }), JSON.stringify(['/images/a.svg']), JSON.stringify({ '/mine': '/images/a.svg' })]) {
      window.localStorage.setItem('launchPictures', stored);
      launch('/home');
      expect(imagePreloads()).toEqual([]);
      document.head.querySelectorAll('link, script').forEach((element) => element.remove());
    }
  });

  it('once the launch has settled, stores the page’s largest picture in view, as a path, leaving out dialogs', () => {
    writeStored('launchPictures', { '/goods/category': 'https://img.example.com/g.jpg', '/home': '/images/old.svg' });
    launch('/home');
    picture(`${window.location.origin}/images/banners/winter.svg`, { top: 54, left: 0, width: 375, height: 150 });
    picture(`${window.location.origin}/images/home/cat.svg`, { top: 260, left: 0, width: 60, height: 60 });
    // mostly below the fold: its visible part is small
    picture('https://img.example.com/below.jpg', { top: 760, left: 0, width: 375, height: 375 });
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.appendChild(dialog);
    picture(`${window.location.origin}/images/home/popup.svg`, { top: 100, left: 0, width: 375, height: 500 }, dialog);
    settle();
    // the page's entry moves last, the other page's is kept
    expect(Object.entries(readStored('launchPictures'))).toEqual([
      ['/goods/category', 'https://img.example.com/g.jpg'],
      ['/home', '/images/banners/winter.svg'],
    ]);
  });

  it('drops the page without a picture in view, keeps the latest pages only, and records nothing for a page left', () => {
    const many = Object.fromEntries(Array.from({ length: LAUNCH_PICTURES_KEPT }, (_, index) => [`/goods/detail/g-${index}`, `/images/${index}.svg`]));
    writeStored('launchPictures', { ...many, '/home': '/images/old.svg' });
    launch('/home');
    settle();
    expect(readStored('launchPictures')).toEqual(many);
    vi.useRealTimers();
    launch('/goods/detail/g-99');
    picture('/images/99.svg', { top: 54, left: 0, width: 375, height: 375 });
    settle();
    const kept = Object.keys(readStored('launchPictures'));
    expect(kept).toHaveLength(LAUNCH_PICTURES_KEPT);
    expect(kept.at(-1)).toBe('/goods/detail/g-99');
    expect(kept).not.toContain('/goods/detail/g-0');
    vi.useRealTimers();
    launch('/goods/category');
    window.history.replaceState(null, '', '/goods/detail/g-1');
    settle();
    expect(Object.keys(readStored('launchPictures'))).not.toContain('/goods/category');
  });
});
