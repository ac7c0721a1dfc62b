import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CountedInput } from '@/components/CountedInput/CountedInput';
import { HeldValue } from '../support/HeldValue';
import { storyMaker } from '../support/storyMaker';

/**
 * A single-line text field with its counter (the shared input rules, docs/decisions.md "Input
 * rules"): what is typed or pasted is kept, bidi controls aside; over the limit the counter turns
 * red and the field says by how much, nothing is cut.
 */
const meta = {
  title: 'Components/CountedInput',
  component: CountedInput,
  tags: ['autodocs'],
  args: { id: 'receiver', value: '', maxLength: 20, placeholder: '请填写收货人姓名', onChange: fn() },
  // held the way a form holds it, with its label
  render: (args) => (
    <HeldValue
      key={`${args.value}-${args.maxLength}`}
      of={CountedInput}
      props={args}
      style={{ padding: 16, display: 'flex', alignItems: 'flex-start', gap: 12, background: '#fff' }}
      before={
        <label htmlFor={args.id} style={{ flex: 'none', padding: '4px 0', fontSize: 14 }}>
          收货人
        </label>
      }
    />
  ),
} satisfies Meta<typeof CountedInput>;

export default meta;
type Story = StoryObj<typeof meta>;
const story = storyMaker<typeof meta>();

export const Typed: Story = story(async ({ canvas, args }) => {
  const field = canvas.getByRole('textbox', { name: '收货人' });
  await userEvent.type(field, '林母');
  await expect(args.onChange).toHaveBeenLastCalledWith('林母');
  await expect(canvas.getByTestId('text-count')).toHaveTextContent('2/20');
  await expect(field).not.toHaveAttribute('aria-invalid');
});

/** 25 pasted characters, with a right-to-left override: all 25 kept, the override gone, 5 over. */
export const PastedOverLimit: Story = story(async ({ canvas, args, t }) => {
  const field = canvas.getByRole('textbox', { name: '收货人' });
  await userEvent.click(field);
  await userEvent.paste(`\u202E${'茶'.repeat(25)}`);
  await expect(field).toHaveValue('茶'.repeat(25));
  await expect(args.onChange).toHaveBeenLastCalledWith('茶'.repeat(25));
  await expect(canvas.getByTestId('text-count')).toHaveTextContent('25/20');
  await expect(canvas.getByRole('alert')).toHaveTextContent(t('input.overLimit', { over: 5, max: 20 }));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
});
