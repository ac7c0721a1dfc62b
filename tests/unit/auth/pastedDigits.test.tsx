import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { normaliseMobile } from '@/lib/mobile';
import { renderApp } from '../renderApp';

const field = async (label: string) => screen.findByLabelText(label, { selector: 'input' });

/** Issue 10 item 3: what a user pastes is normalised (separators and a country code out), never cut. */
describe('pasted mobile numbers and codes', () => {
  it.each([
    ['138 0013 8000', '13800138000'],
    [' 13800138000', '13800138000'],
    ['+86 13800138000', '13800138000'],
    ['+86-138-0013-8000', '13800138000'],
    ['0086 138 0013 8000', '13800138000'],
    ['8613800138000', '13800138000'],
    ['１３８００１３８０００', '13800138000'],
    ['(138) 0013-8000', '13800138000'],
    // nothing is cut: the extra digits stay for the user to see, and the rule refuses the number
    ['138001380001234', '138001380001234'],
  ])('the login mobile field takes a pasted %j as %s', async (pasted, expected) => {
    const user = userEvent.setup();
    renderApp(['/login']);
    const mobile = await field('手机号');
    await user.click(mobile);
    await user.paste(pasted);
    expect(mobile).toHaveValue(expected);
  });

  it('typing still works digit by digit, and a 12th digit stays for the rule to refuse, not cut', async () => {
    const user = userEvent.setup();
    renderApp(['/login']);
    const mobile = await field('手机号');
    await user.type(mobile, '138001380009');
    expect(mobile).toHaveValue('138001380009');
  });

  it('the code field takes a pasted code with spaces or full-width digits', async () => {
    const user = userEvent.setup();
    renderApp(['/register']);
    const code = await field('验证码');
    await user.click(code);
    await user.paste(' ２４６ ８１０ ');
    expect(code).toHaveValue('246810');
    await user.clear(code);
    await user.paste('246-810-99');
    expect(code).toHaveValue('246810');
  });

  it('normaliseMobile keeps a number that only looks like a country code', () => {
    // 11 digits starting 86 are kept as they are (no mainland mobile starts so, but it is what was typed)
    expect(normaliseMobile('86123456789')).toBe('86123456789');
    expect(normaliseMobile('+8')).toBe('8');
  });
});

describe('pasted passwords', () => {
  it('a pasted 24-character password stays whole, and the rule says it is too long: nothing is cut and saved', async () => {
    const user = userEvent.setup();
    renderApp(['/register']);
    const password = await field('设置密码');
    const pasted = 'Longjing2026Longjing2026';
    await user.click(password);
    await user.paste(pasted);
    expect(password).toHaveValue(pasted);
    await user.tab();
    expect(await screen.findByText('密码长度应为 6-20 位')).toBeVisible();
  });
});
