import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page } from '../../support/assertions';
import type { Canvas } from '../../support/scenarios';
import { antdTextOf, type StoryText } from '../../support/text';

/** The address form's fields by their labels. */
export const fields = (canvas: Canvas, t: StoryText) => ({
  receiver: () => canvas.getByRole('textbox', { name: t('address.receiver') }),
  mobile: () => canvas.getByRole('textbox', { name: t('address.mobile') }),
  region: () => canvas.getByRole('button', { name: new RegExp(t('address.region')) }),
  detail: () => canvas.getByRole('textbox', { name: t('address.detail') }),
  save: () => canvas.getByRole('button', { name: t('address.save') }),
});

/** Opens the region field and picks province, city and district in the cascade, then confirms. */
export async function pickRegion(canvas: Canvas, t: StoryText, globals: Record<string, unknown>, names: [string, string, string]): Promise<void> {
  // the field is disabled until the regions have loaded, as a user sees it greyed out until then
  await waitFor(() => expect(fields(canvas, t).region()).toBeEnabled());
  await userEvent.click(fields(canvas, t).region());
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
  await waitFor(() => expect(page().queryByText(t('address.regionTitle'))).toBeNull());
}

/** What a new address is typed as: name, mobile (typed or pasted), region path and street. */
export interface NewAddress {
  receiver: string;
  mobile: string;
  region: [string, string, string];
  detail: string;
  /** the mobile pasted as a user copies it (spaces kept), not typed */
  pasteMobile?: boolean;
}

/** Fills the empty form with a new address, the region chosen in the cascade. */
export async function fillNewAddress(canvas: Canvas, t: StoryText, globals: Record<string, unknown>, address: NewAddress): Promise<void> {
  const form = fields(canvas, t);
  await userEvent.type(await waitFor(() => form.receiver()), address.receiver);
  if (address.pasteMobile) {
    await userEvent.click(form.mobile());
    await userEvent.paste(address.mobile);
  } else {
    await userEvent.type(form.mobile(), address.mobile);
  }
  await pickRegion(canvas, t, globals, address.region);
  await expect(form.region()).toHaveTextContent(address.region.join(' '));
  await userEvent.type(form.detail(), address.detail);
}
