import DOMPurify from 'dompurify';
import { imageUrl } from '@/platform/imageHost';

/** Tags a goods description may use: text, simple lists and tables, pictures. Links and forms are dropped. */
const ALLOWED_TAGS = ['p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'ul', 'ol', 'li', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote'];
const ALLOWED_ATTR = ['src', 'alt', 'title', 'colspan', 'rowspan'];

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** One DOMPurify instance of our own, so its hooks never touch another caller's sanitising. */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'IMG') return;
    const src = node.getAttribute('src') ?? '';
    // pictures go through the image host like every other picture; only http(s) and host paths survive
    if (/^(https?:)?\/\//i.test(src) || /^[\w/.-]+$/.test(src)) node.setAttribute('src', imageUrl(src));
    else node.removeAttribute('src');
    if (!node.getAttribute('alt')) node.setAttribute('alt', '');
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  });
  return purifier;
}

/**
 * Server HTML of a goods description made safe to render: scripts, event handlers, styles,
 * iframes, forms and links removed, pictures routed through the image host and lazy-loaded.
 */
export function sanitizeDescription(html: string | null | undefined): string {
  if (!html?.trim()) return '';
  return instance().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
