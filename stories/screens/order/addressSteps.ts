import { expect, userEvent, waitFor } from 'storybook/test';
import { pickRegionIn } from '../../components/regionSteps';
import type { Canvas } from '../../support/scenarios';
import type { StoryText } from '../../support/text';

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
  await pickRegionIn(() => fields(canvas, t).region(), t('address.regionTitle'), globals, names);
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
