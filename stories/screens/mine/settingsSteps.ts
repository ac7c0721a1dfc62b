import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page } from '../../support/assertions';
import type { StoryText } from '../../support/text';

/** The dialog open now, once it says `text`. */
export async function dialogSaying(text: string): Promise<HTMLElement> {
  const dialog = await page().findByRole('dialog');
  await waitFor(() => expect(dialog).toHaveTextContent(text));
  return dialog;
}

/** Taps `button` in the dialog saying `text`, then waits until that dialog has left the page. */
export async function answer(text: string, button: string): Promise<void> {
  const dialog = await dialogSaying(text);
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(page().queryAllByRole('dialog')).not.toContain(dialog));
}

/** No dialog is open. */
export async function expectNoDialog(): Promise<void> {
  await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
}

/** The single-field editor's controls (src/screens/mine/settings/FieldEditor.tsx), by their names. */
export const editor = (label: string, t: StoryText) => ({
  field: () => page().getByRole('textbox', { name: label }),
  save: () => page().getByRole('button', { name: t('mineSettings.editor.save') }),
  count: () => page().getByTestId('field-count'),
});
