import { describe, expect, it } from 'vitest';
import type { ParsedCommand } from '@/api/types/common';
import { commandIn, commandOutcome } from '@/screens/share/commandTarget';
// the app's route table answers which pages exist (it registers itself with src/routes)
import '@/app/routes';

const parsed = (path: string): ParsedCommand => ({ type: 'goods', businessId: 'g-1001', path, title: '明前龙井', image: '', sharerName: '陈记茶馆' });

describe('commandOutcome: what a read command may open', () => {
  it('opens a page of this app', () => {
    expect(commandOutcome(parsed('/goods/detail/g-1001'))).toEqual({ kind: 'open', path: '/goods/detail/g-1001', title: '明前龙井', sharerName: '陈记茶馆' });
    expect(commandOutcome(parsed('/register?inviteCode=LQC086'))).toMatchObject({ kind: 'open', path: '/register?inviteCode=LQC086' });
  });

  it.each([
    'https://evil.example/goods',
    '//evil.example/goods',
    '/\\evil.example',
    'javascript:alert(1)',
    '/no/such/page',
    ' ',
  ])('refuses %j', (path) => {
    expect(commandOutcome(parsed(path))).toEqual({ kind: 'refused' });
  });

  it('lets a code-0 answer through as its message', () => {
    expect(commandOutcome({ code: 0, message: '口令已过期', data: { command: 'TM3X9P1D' } })).toEqual({ kind: 'message', message: '口令已过期' });
  });
});

describe('commandIn: the command in the clipboard text', () => {
  it('finds it in a shared sentence or alone, in any case', () => {
    expect(commandIn('￥TM8G2K6Q￥ 复制这段口令，打开茶商城查看【明前龙井】')).toBe('TM8G2K6Q');
    expect(commandIn('tm8g2k6q')).toBe('TM8G2K6Q');
  });

  it('finds none in other text', () => {
    expect(commandIn('今天喝什么茶')).toBeNull();
    expect(commandIn('')).toBeNull();
  });
});
