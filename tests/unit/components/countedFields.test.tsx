import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CountedInput } from '@/components/CountedInput/CountedInput';
import { CountedTextArea } from '@/components/CountedTextArea/CountedTextArea';

/*
 * The counted fields (one line, several lines) share the rule for over-limit text: nothing is cut;
 * the counter turns red, the field says by how much it is over and is marked invalid, and the
 * message goes once the text fits. Bidi controls never get in.
 */

interface CountedProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
}

/** The field as a form holds it: the value it reports is the value it shows. */
function fieldOf(Counted: ComponentType<CountedProps>) {
  return function Field({ max, onValue }: { max: number; onValue?: (value: string) => void }) {
    const [value, setValue] = useState('');
    const change = (next: string) => {
      setValue(next);
      onValue?.(next);
    };
    return (
      <>
        <label htmlFor="counted">留言</label>
        <Counted id="counted" value={value} onChange={change} maxLength={max} />
      </>
    );
  };
}

describe.each([
  ['CountedInput', fieldOf(CountedInput)],
  ['CountedTextArea', fieldOf(CountedTextArea)],
])('%s', (_name, Field) => {
  const field = () => screen.getByRole('textbox', { name: '留言' });

  it('keeps all 25 pasted characters against a limit of 20, turns the counter red and says by how much it is over', async () => {
    const user = userEvent.setup();
    render(<Field max={20} />);
    await user.click(field());
    await user.paste('茶'.repeat(25));
    expect(field()).toHaveValue('茶'.repeat(25));
    expect(screen.getByTestId('text-count')).toHaveTextContent('25/20');
    expect(await screen.findByRole('alert')).toHaveTextContent('超出 5 字，请删减到 20 字以内');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('超出 5 字，请删减到 20 字以内');
    expect(field().closest('[data-over]')).not.toBeNull();
  });

  it('says nothing once the text fits again', async () => {
    const user = userEvent.setup();
    render(<Field max={5} />);
    await user.type(field(), '好茶好茶好茶');
    expect(screen.getByRole('alert')).toHaveTextContent('超出 1 字');
    await user.type(field(), '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('text-count')).toHaveTextContent('5/5');
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('takes bidi controls out of what is typed or pasted', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Field max={20} onValue={onValue} />);
    await user.click(field());
    await user.paste('\u202E好茶\u202C\u2066回甘\u2069');
    expect(onValue).toHaveBeenLastCalledWith('好茶回甘');
    expect(field()).toHaveValue('好茶回甘');
  });
});
