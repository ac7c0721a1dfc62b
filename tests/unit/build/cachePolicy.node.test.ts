import { describe, expect, it } from 'vitest';
import { cacheControl, IMMUTABLE, REVALIDATE } from '../../../scripts/lib/cache-policy.mjs';

describe('the host caching policy', () => {
  it('keeps content-hashed assets for a year without asking again', () => {
    expect(cacheControl('/assets/index-BBlNvThr.js')).toBe(IMMUTABLE);
    expect(cacheControl('/assets/HomeScreen-EE9UAOHN.css')).toBe(IMMUTABLE);
    expect(IMMUTABLE).toMatch(/immutable/);
  });

  it('revalidates the document and every unhashed file on each launch', () => {
    for (const path of ['/', '/home', '/index.html', '/mockServiceWorker.js', '/favicon.svg', '/images/goods/puer-menghai.svg']) {
      expect(cacheControl(path), path).toBe(REVALIDATE);
    }
    expect(REVALIDATE).toBe('no-cache');
  });
});
