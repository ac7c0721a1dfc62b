import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from '@/components/QuantityStepper/QuantityStepper';
import { antdTextOf, textOf } from '../support/text';

/** Holds the value the way a screen does, so the stepper can be played with in the canvas. */
function StatefulStepper(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ padding: 24, display: 'flex', justifyContent: 'flex-end', background: '#fff' }}>
      <QuantityStepper
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

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
  render: (args) => <StatefulStepper key={`${args.value}-${args.max}`} {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = () => document.querySelector<HTMLInputElement>('[data-testid="quantity-stepper"] input')!;

export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = textOf(globals);
    const antd = antdTextOf(globals);
    await expect(canvas.getByRole('spinbutton', { name: t('stepper.label') })).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: antd.Stepper.decrease })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: antd.Stepper.increase }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(field()).toHaveValue('2');
  },
};

export const TypedOverStockIsRefused: Story = {
  args: { value: 2, max: 8 },
  play: async ({ canvas, args, globals }) => {
    const t = textOf(globals);
    const antd = antdTextOf(globals);
    const input = canvas.getByRole('spinbutton', { name: t('stepper.label') });
    await userEvent.clear(input);
    await userEvent.type(input, '50');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('stepper.overStock', { max: 8 }));
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
    await userEvent.click(document.body);
    await waitFor(() => expect(field()).toHaveValue('8'));
    await expect(canvas.getByRole('button', { name: antd.Stepper.increase })).toBeDisabled();
  },
};

/**
 * Goods g-1302, 100克/礼盒 has 6 in stock: a 7 typed over the 1 shown becomes 6 in the field at
 * once, the message names 6 and 6 is the quantity reported (the field, the message and the value
 * agree; the field used to go back to 1 while the message promised 6).
 */
export const TypedOverStockShowsTheStock: Story = {
  args: { value: 1, max: 6 },
  play: async ({ canvas, args, globals }) => {
    const t = textOf(globals);
    const input = canvas.getByRole('spinbutton', { name: t('stepper.label') });
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}7');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('stepper.overStock', { max: 6 }));
    await waitFor(() => expect(field()).toHaveValue('6'));
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
  },
};

export const AtStockLimit: Story = {
  args: { value: 5, max: 5 },
  play: async ({ canvas, globals }) => {
    const antd = antdTextOf(globals);
    await expect(canvas.getByRole('button', { name: antd.Stepper.increase })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: antd.Stepper.decrease })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    const antd = antdTextOf(globals);
    await expect(canvas.getByRole('spinbutton', { name: t('stepper.label') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: antd.Stepper.increase })).toBeDisabled();
  },
};

export const OutOfStock: Story = {
  args: { value: 1, max: 0 },
  play: async ({ canvas, globals }) => {
    const t = textOf(globals);
    await expect(canvas.getByRole('spinbutton', { name: t('stepper.label') })).toBeDisabled();
  },
};
