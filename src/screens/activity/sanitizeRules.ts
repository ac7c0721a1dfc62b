import DOMPurify from 'dompurify';

/**
 * Tags an activity's rules may use: paragraphs, emphasis and lists. Pictures, links, forms, styles
 * and scripts are dropped: the rules are read, nothing in them is followed or run. Headings are
 * dropped too (their text kept): the section has its own heading, and a server's h4 under it would
 * break the page's heading order for a screen reader.
 */
const ALLOWED_TAGS = ['p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li'];
const ALLOWED_ATTR: string[] = [];

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** One DOMPurify instance of our own (as the goods description and the contract have), so no other caller's hooks apply. */
function instance(): ReturnType<typeof DOMPurify> {
  purifier ??= DOMPurify(window);
  return purifier;
}

/** Server HTML of an activity's rules made safe to render; '' when there is no text. */
export function sanitizeRules(html: string | null | undefined): string {
  if (!html?.trim()) return '';
  return instance().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
