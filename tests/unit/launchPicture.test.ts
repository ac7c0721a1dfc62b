import { describe, expect, it } from 'vitest';
import { nextLaunchPictures } from '@/platform/launchPicture';
import { readStored } from '@/platform/storage';
import { LAUNCH_PICTURES_KEPT } from '@/platform/storedKeys';

const ORIGIN = 'https://mall.example.com';

describe('launch pictures', () => {
  it('keeps a picture of this origin as a path, another host’s as its address, moved last', () => {
    const first = nextLaunchPictures({}, '/home', `${ORIGIN}/images/banners/a.svg`, ORIGIN);
    expect(first).toEqual({ '/home': '/images/banners/a.svg' });
    const second = nextLaunchPictures(first, '/goods/category', 'https://img.example.com/g.jpg', ORIGIN);
    const third = nextLaunchPictures(second, '/home', `${ORIGIN}/images/banners/b.svg`, ORIGIN);
    expect(Object.entries(third)).toEqual([
      ['/goods/category', 'https://img.example.com/g.jpg'],
      ['/home', '/images/banners/b.svg'],
    ]);
  });

  it('drops the page when its first screen has no picture, or one the loader must not preload', () => {
    const start = { '/home': '/images/a.svg' };
    expect(nextLaunchPictures(start, '/home', '', ORIGIN)).toEqual({});
    expect(nextLaunchPictures(start, '/home', 'data:image/gif;base64,R0lGOD', ORIGIN)).toEqual({});
    expect(nextLaunchPictures(start, '/home', 'blob:https://mall.example.com/1', ORIGIN)).toEqual({});
  });

  it('keeps the latest pages only', () => {
    let pictures: Record<string, string> = {};
    for (let page = 0; page < LAUNCH_PICTURES_KEPT + 3; page += 1) pictures = nextLaunchPictures(pictures, `/goods/detail/g-${page}`, `${ORIGIN}/images/${page}.svg`, ORIGIN);
    expect(Object.keys(pictures)).toHaveLength(LAUNCH_PICTURES_KEPT);
    expect(pictures['/goods/detail/g-0']).toBeUndefined();
    expect(pictures[`/goods/detail/g-${LAUNCH_PICTURES_KEPT + 2}`]).toBe(`/images/${LAUNCH_PICTURES_KEPT + 2}.svg`);
  });

  it('reads back only what the boot loader may preload', () => {
    window.localStorage.setItem('launchPictures', JSON.stringify({ '/home': '/images/a.svg', '/mine': '//evil.example/x.png', '/x': 'javascript:alert(1)', nope: '/images/b.svg', '/y': 3 }));
    expect(readStored('launchPictures')).toEqual({ '/home': '/images/a.svg' });
  });
});
