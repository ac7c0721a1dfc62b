/**
 * What the stories of a contact-and-place form share (the address form, the shop application's
 * step 1, both on src/components/ContactAddressFields): picking a region in the cascade.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page } from '../support/assertions';
import { antdTextOf } from '../support/text';

/**
 * Opens the region field (disabled until the regions have loaded, as a user sees it greyed out
 * until then), picks province, city and district in the cascade, confirms, and waits until the
 * cascade titled `title` has gone.
 */
export async function pickRegionIn(field: () => HTMLElement, title: string, globals: Record<string, unknown>, names: [string, string, string]): Promise<void> {
  await waitFor(() => expect(field()).toBeEnabled());
  await userEvent.click(field());
  const popup = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('.adm-picker');
    if (!element) throw new Error('the region picker is not open');
    return element;
  });
  for (const [index, name] of names.entries()) {
    const item = await waitFor(() => {
      const column = popup.querySelectorAll<HTMLElement>('.adm-picker-view-column')[index];
      const match = Array.from(column?.querySelectorAll<HTMLElement>('.adm-picker-view-column-item') ?? []).find((entry) => entry.textContent === name);
      if (!match) throw new Error(`${name} is not in column ${index + 1}`);
      return match;
    });
    await userEvent.click(item);
    await waitFor(() => expect(item).toHaveAttribute('data-selected', 'true'));
  }
  await userEvent.click(within(popup).getByText(antdTextOf(globals).common.confirm));
  await waitFor(() => expect(page().queryByText(title)).toBeNull());
}
