import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CartStepper } from '@/screens/cart/CartStepper';
import { expectSettledAtStock, STEPPER_FRAME, stepperField, typeQuantity } from '../../../components/stepperSteps';
import { HeldValue } from '../../../support/HeldValue';
import { antdTextOf } from '../../../support/text';
import { storyMaker } from '../../../support/storyMaker';

/**
 * The compact quantity stepper of a cart line (the shared QuantityStepper, small): whole numbers
 * from `min` (1) to `max` (the SKU's stock). − is disabled at the minimum and + at the stock; a
 * typed number beyond either is brought back into range as it is typed, and one over the stock is
 * announced under the stepper, as on the goods page. The number field is named after the goods
 * (明前西湖龙井 购买数量), which antd-mobile's Stepper cannot do by itself.
 */
const meta = {
  title: 'Screens/Cart/Parts/CartStepper',
  component: CartStepper,
  tags: ['autodocs'],
  args: { value: 2, min: 1, max: 80, label: '明前西湖龙井 购买数量', disabled: false, onChange: fn() },
  argTypes: {
    value: { control: { type: 'number', min: 1 } },
    min: { control: { type: 'number', min: 1 } },
    max: { control: { type: 'number', min: 1 }, description: 'the SKU stock' },
    label: { control: 'text', description: 'accessible name of the number field' },
    disabled: { control: 'boolean' },
  },
  // held as a cart row holds it
  render: (args) => <HeldValue key={`${args.value}-${args.min}-${args.max}`} of={CartStepper} props={args} style={STEPPER_FRAME} />,
} satisfies Meta<typeof CartStepper>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const Default: Story = story(async ({ canvas, args, globals }) => {
  const { Stepper } = antdTextOf(globals);
  const input = canvas.getByRole('spinbutton', { name: args.label });
  await expect(input).toHaveValue('2');
  await userEvent.click(canvas.getByRole('button', { name: Stepper.increase }));
  await expect(args.onChange).toHaveBeenLastCalledWith(3);
  await expect(input).toHaveValue('3');
  await userEvent.click(canvas.getByRole('button', { name: Stepper.decrease }));
  await expect(args.onChange).toHaveBeenLastCalledWith(2);
  // the name is on the input only, not copied onto antd's wrapper
  await expect(input.parentElement).not.toHaveAttribute('aria-valuenow');
});

/** At 1 the − cannot be tapped. */
export const AtMinimum: Story = story({ args: { value: 1 } }, async ({ canvas, args, globals }) => {
  const minus = canvas.getByRole('button', { name: antdTextOf(globals).Stepper.decrease });
  await expect(minus).toBeDisabled();
  await userEvent.click(minus, { pointerEventsCheck: 0 });
  await expect(args.onChange).not.toHaveBeenCalled();
  await expect(canvas.getByRole('spinbutton')).toHaveValue('1');
});

/** At the stock the + cannot be tapped. */
export const AtStock: Story = story({ args: { value: 8, max: 8, label: '冰岛老寨古树生普 购买数量' } }, async ({ canvas, globals }) => {
  const { Stepper } = antdTextOf(globals);
  await expect(canvas.getByRole('button', { name: Stepper.increase })).toBeDisabled();
  await expect(canvas.getByRole('button', { name: Stepper.decrease })).toBeEnabled();
});

/** Typing more than the stock: the value stops at the stock and the message says so. */
export const TypedOverStock: Story = story({ args: { value: 2, max: 8, label: '冰岛老寨古树生普 购买数量' } }, async ({ canvas, args, globals }) => {
  await typeQuantity(canvas.getByRole('spinbutton', { name: args.label }), '50');
  await expect(args.onChange).toHaveBeenLastCalledWith(8);
  await expectSettledAtStock(canvas, globals, 8);
});

/**
 * A number far over the stock (99999 against 42): the field shows the stock, the line says why,
 * and the stock is the quantity sent, as on the goods page.
 */
export const TypedOverStockSaysSo: Story = story({ args: { value: 2, max: 42, label: '冰岛老寨古树生普 购买数量' } }, async ({ canvas, args, t }) => {
  await typeQuantity(canvas.getByRole('spinbutton', { name: args.label }), '99999');
  await expect(await canvas.findByRole('alert')).toHaveTextContent(t('stepper.overStock', { max: 42 }));
  await expect(args.onChange).toHaveBeenLastCalledWith(42);
  await waitFor(() => expect(stepperField()).toHaveValue('42'));
});

export const Disabled: Story = story({ args: { disabled: true } }, async ({ canvas, globals }) => {
  const { Stepper } = antdTextOf(globals);
  await expect(canvas.getByRole('spinbutton')).toBeDisabled();
  await expect(canvas.getByRole('button', { name: Stepper.increase })).toBeDisabled();
  await expect(canvas.getByRole('button', { name: Stepper.decrease })).toBeDisabled();
});
