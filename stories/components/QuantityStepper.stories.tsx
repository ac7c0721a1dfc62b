import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { QuantityStepper } from '@/components/QuantityStepper/QuantityStepper';
import { HeldValue } from '../support/HeldValue';
import { expectSettledAtStock, STEPPER_FRAME, stepperField, typeQuantity } from './stepperSteps';
import { antdTextOf } from '../support/text';
import { storyMaker } from '../support/storyMaker';

/**
 * antd-mobile's Stepper for buying quantities: whole numbers from 1 to the stock. Typing more
 * than the stock brings the value back to the stock and says so under the stepper.
 */
const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: { value: 1, max: 10, min: 1, disabled: false, onChange: fn() },
  argTypes: {
    value: { control: { type: 'number', min: 1 } },
    max: { control: { type: 'number', min: 0 }, description: 'the stock' },
    min: { control: { type: 'number', min: 1 } },
  },
  // held the way a screen holds it
  render: (args) => <HeldValue key={`${args.value}-${args.max}`} of={QuantityStepper} props={args} style={STEPPER_FRAME} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const Default: Story = story(async ({ canvas, args, globals, t }) => {
  const antd = antdTextOf(globals);
  await expect(canvas.getByRole('spinbutton', { name: t('stepper.label') })).toHaveValue('1');
  await expect(canvas.getByRole('button', { name: antd.Stepper.decrease })).toBeDisabled();
  await userEvent.click(canvas.getByRole('button', { name: antd.Stepper.increase }));
  await expect(args.onChange).toHaveBeenLastCalledWith(2);
  await expect(stepperField()).toHaveValue('2');
});

export const TypedOverStockIsRefused: Story = story({ args: { value: 2, max: 8 } }, async ({ canvas, args, globals, t }) => {
  await typeQuantity(canvas.getByRole('spinbutton', { name: t('stepper.label') }), '50');
  await expect(await canvas.findByRole('alert')).toHaveTextContent(t('stepper.overStock', { max: 8 }));
  await expect(args.onChange).toHaveBeenLastCalledWith(8);
  await expectSettledAtStock(canvas, globals, 8);
});

/**
 * Goods g-1302, 100克/礼盒 has 6 in stock: a 7 typed over the 1 shown becomes 6 in the field at
 * once, the message names 6 and 6 is the quantity reported (the field, the message and the value
 * agree; the field used to go back to 1 while the message promised 6).
 */
export const TypedOverStockShowsTheStock: Story = story({ args: { value: 1, max: 6 } }, async ({ canvas, args, t }) => {
  const input = canvas.getByRole('spinbutton', { name: t('stepper.label') });
  await userEvent.click(input);
  await userEvent.keyboard('{Control>}a{/Control}7');
  await expect(await canvas.findByRole('alert')).toHaveTextContent(t('stepper.overStock', { max: 6 }));
  await waitFor(() => expect(stepperField()).toHaveValue('6'));
  await expect(args.onChange).toHaveBeenLastCalledWith(6);
});

export const AtStockLimit: Story = story({ args: { value: 5, max: 5 } }, async ({ canvas, globals }) => {
  const antd = antdTextOf(globals);
  await expect(canvas.getByRole('button', { name: antd.Stepper.increase })).toBeDisabled();
  await expect(canvas.getByRole('button', { name: antd.Stepper.decrease })).toBeEnabled();
});

export const Disabled: Story = story({ args: { disabled: true } }, async ({ canvas, globals, t }) => {
  const antd = antdTextOf(globals);
  await expect(canvas.getByRole('spinbutton', { name: t('stepper.label') })).toBeDisabled();
  await expect(canvas.getByRole('button', { name: antd.Stepper.increase })).toBeDisabled();
});

export const OutOfStock: Story = story({ args: { value: 1, max: 0 } }, async ({ canvas, t }) => {
  await expect(canvas.getByRole('spinbutton', { name: t('stepper.label') })).toBeDisabled();
});
