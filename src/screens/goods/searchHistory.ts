import { truncateCharacters } from '@/lib/text';
import { readStored, writeStored } from '@/platform/storage';

/** Most keywords the search history keeps. */
export const SEARCH_HISTORY_LIMIT = 10;
/** Longest keyword the search box accepts (and the history keeps), in characters (an emoji is one). */
export const SEARCH_KEYWORD_MAX_LENGTH = 30;

/**
 * A keyword as searched and stored: trimmed, inner runs of spaces collapsed, at most 30
 * characters, cut between characters (never inside an emoji: a lone surrogate cannot be signed,
 * sent or shown).
 */
export function normaliseKeyword(keyword: string): string {
  return truncateCharacters(keyword.replace(/\s+/g, ' ').trim(), SEARCH_KEYWORD_MAX_LENGTH).trim();
}

/**
 * The history after searching `keyword`: newest first, no duplicates (a repeated keyword moves
 * to the front), at most 10. A blank keyword leaves the history as it was.
 */
export function withKeyword(history: readonly string[], keyword: string): string[] {
  const normalised = normaliseKeyword(keyword);
  if (!normalised) return [...history];
  return [normalised, ...history.filter((entry) => entry !== normalised)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** The stored history, keeping only well-formed entries (a hand-edited value never breaks the screen). */
export function readSearchHistory(): string[] {
  const stored: unknown = readStored('searchHistory');
  if (!Array.isArray(stored)) return [];
  const keywords = stored.filter((entry): entry is string => typeof entry === 'string').map(normaliseKeyword).filter(Boolean);
  return [...new Set(keywords)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** Records a search; answers the new history. */
export function rememberSearch(keyword: string): string[] {
  const next = withKeyword(readSearchHistory(), keyword);
  writeStored('searchHistory', next);
  return next;
}

export function clearSearchHistory(): void {
  writeStored('searchHistory', []);
}
