import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from '@/components/MoneyInput/MoneyInput';
import { fenOf } from '@/lib/money';

function Field({ revealAll = false }: { revealAll?: boolean }) {
  const [value, setValue] = useState('');
  return <MoneyInput id="amount" label="退款金额" value={value} onChange={setValue} bounds={{ max: fenOf(12800) }} hint="最多 ¥128.00" revealAll={revealAll} />;
}

const field = () => screen.getByRole('textbox', { name: '退款金额' });

describe('MoneyInput', () => {
  it.each([
    ['12。5', '金额只能包含数字和一个小数点，如 12.50'],
    ['1e2', '金额只能包含数字和一个小数点，如 12.50'],
    ['-5', '金额前不要加正负号'],
    ['1.234', '金额最多两位小数'],
    ['200', '金额不能超过 ¥128.00'],
  ])('keeps %j exactly as typed and says why it is refused', async (typed, message) => {
    const user = userEvent.setup();
    render(<Field />);
    await user.type(field(), typed);
    expect(field()).toHaveValue(typed);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(message);
  });

  it('takes full-width digits as they are typed, with the hint only', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(field());
    await user.paste('１２．５');
    expect(field()).toHaveValue('１２．５');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('最多 ¥128.00')).toBeVisible();
  });

  it('says an empty field or 0 only once the field is left or a submit was tried', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Field />);
    await user.type(field(), '0');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('金额需大于 0');
    rerender(<Field revealAll />);
    await user.clear(field());
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入金额');
  });
});
