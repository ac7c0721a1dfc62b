/*
 * Form drafts: what a user typed, kept in session storage per form until the save succeeds or the
 * user leaves on purpose. A failed save, a network drop, a reload and the login round trip of an
 * expired session (10001 -> /login?redirect= -> back) all come back to the same text. Each draft is
 * read back through its form's own parser, so a stale or foreign value is ignored, never a broken
 * form. Storage that is full or disabled only means the draft is not kept.
 */

const PREFIX = 'tm.draft.';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft kept under `key`, through `parse` (null when none is kept or it does not fit). */
export function readDraft<T>(key: string, parse: (stored: unknown) => T | null): T | null {
  let raw: string | null | undefined;
  try {
    raw = session()?.getItem(PREFIX + key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    session()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the form still works, the draft is not kept */
  }
}

export function clearDraft(key: string): void {
  try {
    session()?.removeItem(PREFIX + key);
  } catch {
    /* storage disabled: nothing kept */
  }
}
