import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as quantityStories from '../../../stories/components/QuantityStepper.stories';
import * as cartStepperStories from '../../../stories/screens/cart/parts/CartStepper.stories';
import { composeForJsdom, renderStory } from '../stories';

const quantity = composeForJsdom(quantityStories);
const cart = composeForJsdom(cartStepperStories);

/** Renders the cart stepper (stock 42) and types `text` over its quantity. */
async function typeIntoCartStepper(text: string) {
  const user = userEvent.setup();
  const { TypedOverStockSaysSo: Story } = cart;
  await renderStory(Story);
  const input = screen.getByRole('spinbutton', { name: '冰岛老寨古树生普 购买数量' });
  await user.clear(input);
  await user.type(input, text);
  return { input, onChange: Story.args.onChange };
}

/** Issue 10 item 2: a stepper's field, its message and the quantity it reports agree. */
describe('quantity steppers typed over the stock', () => {
  it('the goods stepper: 7 typed against a stock of 6 shows 6 at once, says 6 and reports 6', async () => {
    const user = userEvent.setup();
    const { TypedOverStockShowsTheStock: Story } = quantity;
    await renderStory(Story);
    const input = screen.getByRole('spinbutton', { name: '购买数量' });
    await user.click(input);
    await user.keyboard('{Control>}a{/Control}7');
    expect(await screen.findByRole('alert')).toHaveTextContent('库存仅剩 6 件，已为您调整为 6 件');
    // the field, not only the value: it shows the stock while the message is up
    expect(input).toHaveValue('6');
    expect(Story.args.onChange).toHaveBeenLastCalledWith(6);
  });

  it('the cart stepper: 99999 typed against a stock of 42 shows 42 and says why', async () => {
    const { input, onChange } = await typeIntoCartStepper('99999');
    expect(await screen.findByRole('alert')).toHaveTextContent('库存仅剩 42 件，已为您调整为 42 件');
    await waitFor(() => expect(input).toHaveValue('42'));
    expect(onChange).toHaveBeenLastCalledWith(42);
  });

  it('a number within the stock is taken as typed, with no message', async () => {
    const { onChange } = await typeIntoCartStepper('42');
    expect(onChange).toHaveBeenLastCalledWith(42);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
