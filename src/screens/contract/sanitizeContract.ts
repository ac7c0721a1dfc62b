import DOMPurify from 'dompurify';

/**
 * Tags a contract's text may use: headings, paragraphs, emphasis, lists and tables. Pictures, links,
 * forms, styles and scripts are dropped: a contract is read, nothing in it is followed or run.
 */
const ALLOWED_TAGS = ['p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'h5', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote'];
const ALLOWED_ATTR = ['colspan', 'rowspan'];

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** One DOMPurify instance of our own (as the goods description has), so no other caller's hooks apply. */
function instance(): ReturnType<typeof DOMPurify> {
  purifier ??= DOMPurify(window);
  return purifier;
}

/** Server HTML of a contract made safe to render; '' when there is no text. */
export function sanitizeContract(html: string | null | undefined): string {
  if (!html?.trim()) return '';
  return instance().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
