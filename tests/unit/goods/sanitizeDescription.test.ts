import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '@/screens/goods/sanitizeDescription';

describe('sanitizeDescription', () => {
  it('keeps text and pictures, routing pictures through the image host', () => {
    const html = sanitizeDescription('<p>产地：云南勐海。</p><img src="/images/goods/detail-puer.svg" alt="详情" /><img src="goods/a.svg">');
    expect(html).toContain('<p>产地：云南勐海。</p>');
    expect(html).toContain('src="/images/goods/detail-puer.svg"');
    expect(html).toContain('src="/images/goods/a.svg"');
    expect(html).toContain('loading="lazy"');
  });

  it('removes scripts, handlers, styles, links, iframes and javascript: sources', () => {
    const html = sanitizeDescription(
      '<p onclick="steal()" style="position:fixed">好茶</p><script>steal()</script><a href="javascript:steal()">券</a>' +
        '<iframe src="https://example.com"></iframe><img src="javascript:steal()" onerror="steal()"><svg><script>steal()</script></svg>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|style=|iframe|href|javascript|<svg/i);
    expect(html).toContain('好茶');
    expect(html).toContain('券');
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeDescription('')).toBe('');
    expect(sanitizeDescription(null)).toBe('');
    expect(sanitizeDescription('   ')).toBe('');
  });
});
