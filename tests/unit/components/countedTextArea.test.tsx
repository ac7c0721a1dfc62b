import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CountedTextArea } from '@/components/CountedTextArea/CountedTextArea';

/** The field as a form holds it: the value it reports is the value it shows. */
function Field({ max = 500, onValue }: { max?: number; onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="text">评价</label>
      <CountedTextArea
        id="text"
        value={value}
        maxLength={max}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
    </>
  );
}

describe('CountedTextArea', () => {
  it('keeps all 501 pasted characters, turns the counter red and says by how much it is over', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const field = screen.getByRole('textbox', { name: '评价' });
    await user.click(field);
    await user.paste('茶'.repeat(501));
    expect(field).toHaveValue('茶'.repeat(501));
    expect(screen.getByTestId('text-count')).toHaveTextContent('501/500');
    expect(await screen.findByRole('alert')).toHaveTextContent('超出 1 字，请删减到 500 字以内');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('超出 1 字，请删减到 500 字以内');
    expect(field.closest('[data-over]')).not.toBeNull();
  });

  it('says nothing once the text fits again', async () => {
    const user = userEvent.setup();
    render(<Field max={5} />);
    const field = screen.getByRole('textbox', { name: '评价' });
    await user.type(field, '好茶好茶好茶');
    expect(screen.getByRole('alert')).toHaveTextContent('超出 1 字');
    await user.type(field, '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('text-count')).toHaveTextContent('5/5');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('takes bidi controls out of what is typed or pasted', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Field onValue={onValue} />);
    await user.click(screen.getByRole('textbox', { name: '评价' }));
    await user.paste('\u202E好茶\u202C\u2066回甘\u2069');
    expect(onValue).toHaveBeenLastCalledWith('好茶回甘');
    expect(screen.getByRole('textbox', { name: '评价' })).toHaveValue('好茶回甘');
  });
});
