import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CountedInput } from '@/components/CountedInput/CountedInput';

function Field() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="receiver">收货人</label>
      <CountedInput id="receiver" value={value} onChange={setValue} maxLength={20} />
    </>
  );
}

describe('CountedInput', () => {
  it('keeps 25 pasted characters against a limit of 20, says 5 over, and drops a bidi override', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const field = screen.getByRole('textbox', { name: '收货人' });
    await user.click(field);
    await user.paste(`\u202E${'茶'.repeat(25)}`);
    expect(field).toHaveValue('茶'.repeat(25));
    expect(screen.getByTestId('text-count')).toHaveTextContent('25/20');
    expect(screen.getByRole('alert')).toHaveTextContent('超出 5 字，请删减到 20 字以内');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '林母');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('text-count')).toHaveTextContent('2/20');
  });
});
