/**
 * The clipboard. Writing uses the Clipboard API where the page may, else a selected text field and
 * the copy command (older webviews). Reading is only ever started by a tap: iOS shows its paste
 * prompt for a read that no gesture asked for, and most webviews refuse it outright.
 */

/** Copies `text`; resolves whether it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

/** The clipboard's text, read in answer to a tap; null when the page may not read it (or it holds none). */
export async function readClipboardText(): Promise<string | null> {
  try {
    const text = await navigator.clipboard.readText();
    return text || null;
  } catch {
    return null;
  }
}
