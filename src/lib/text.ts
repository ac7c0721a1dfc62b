/*
 * Text helpers that never split a character. JavaScript strings are UTF-16: an emoji such as 🍵 is
 * two code units (a surrogate pair), and `slice` can cut between them, leaving a lone surrogate
 * that encodeURIComponent (and crypto-js's UTF-8 encoder, which uses it) refuses with a URIError.
 */

/** Lone surrogates (a high one not followed by a low one, or a low one not preceded by a high one). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` with every lone surrogate replaced by U+FFFD, as a UTF-8 encoder (TextEncoder) writes it. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

type Segmenter = { segment(input: string): Iterable<{ segment: string }> };

let segmenter: Segmenter | null | undefined;

/** The platform's grapheme segmenter, or null where Intl.Segmenter is missing (then code points). */
function graphemeSegmenter(): Segmenter | null {
  if (segmenter === undefined) {
    const Segmenter = (Intl as { Segmenter?: new (locale?: string, options?: { granularity: 'grapheme' }) => Segmenter }).Segmenter;
    segmenter = Segmenter ? new Segmenter(undefined, { granularity: 'grapheme' }) : null;
  }
  return segmenter;
}

/** The user-perceived characters of `text` (grapheme clusters; code points without Intl.Segmenter). */
export function characters(text: string): string[] {
  const segments = graphemeSegmenter();
  return segments ? Array.from(segments.segment(text), ({ segment }) => segment) : Array.from(text);
}

/** At most `max` characters of `text`, never cutting one in half (🍵, 👍🏽 or 🇨🇳 stay whole or go). */
export function truncateCharacters(text: string, max: number): string {
  const whole = characters(wellFormed(text));
  return whole.length <= max ? whole.join('') : whole.slice(0, max).join('');
}
