/*
 * Text helpers for what users type: bidi controls taken out, and lengths and cuts that never split a
 * character. JavaScript strings are UTF-16: an emoji such as 🍵 is
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

/**
 * Bidirectional formatting characters: the embeddings and overrides U+202A-U+202E (LRE, RLE, PDF,
 * LRO, RLO), the isolates U+2066-U+2069 (LRI, RLI, FSI, PDI) and the marks U+200E, U+200F, U+061C
 * (LRM, RLM, ALM). They are invisible, and an RLO makes the text after it show reversed, so a
 * receiver name or a remark could read differently to the seller than it was typed.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/**
 * User text as the app keeps and sends it: every bidi control taken out (see above). Applied by the
 * shared text fields on change and by each form's argument builder before sending, so text pasted
 * around the fields (a stored draft) is cleaned too. Nothing visible changes.
 */
export function cleanUserText(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * How long user text is against a limit: the characters a user sees (grapheme clusters) of what is
 * sent, i.e. cleaned and trimmed. The counters and the form rules both count with this, so a
 * counter that says 500/500 is text the rule accepts.
 */
export function textLength(text: string): number {
  return characters(cleanUserText(text).trim()).length;
}
