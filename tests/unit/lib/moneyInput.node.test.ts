import { describe, expect, it } from 'vitest';
import { fenOf } from '@/lib/money';
import { parseMoneyInput } from '@/lib/moneyInput';

const max = fenOf(12800);

describe('a typed money amount', () => {
  it('reads plain amounts as integer fen', () => {
    expect(parseMoneyInput('12')).toEqual({ fen: 1200 });
    expect(parseMoneyInput('12.5')).toEqual({ fen: 1250 });
    expect(parseMoneyInput('12.50')).toEqual({ fen: 1250 });
    expect(parseMoneyInput('12.')).toEqual({ fen: 1200 });
    expect(parseMoneyInput('0.01')).toEqual({ fen: 1 });
    expect(parseMoneyInput('0.29')).toEqual({ fen: 29 });
    expect(parseMoneyInput('19.99')).toEqual({ fen: 1999 });
    expect(parseMoneyInput(' 8 ')).toEqual({ fen: 800 });
  });

  it('reads full-width digits and the full-width point as their ASCII forms', () => {
    expect(parseMoneyInput('１２')).toEqual({ fen: 1200 });
    expect(parseMoneyInput('１２．５')).toEqual({ fen: 1250 });
    expect(parseMoneyInput('\u3000１２\u3000')).toEqual({ fen: 1200 });
  });

  it('refuses what is not a plain amount instead of rewriting it', () => {
    expect(parseMoneyInput('12。5')).toEqual({ problem: 'format' });
    expect(parseMoneyInput('1e2')).toEqual({ problem: 'format' });
    expect(parseMoneyInput('-5')).toEqual({ problem: 'sign' });
    expect(parseMoneyInput('+5')).toEqual({ problem: 'sign' });
    expect(parseMoneyInput('－5')).toEqual({ problem: 'sign' });
    expect(parseMoneyInput('1.234')).toEqual({ problem: 'decimals' });
    expect(parseMoneyInput('1,000')).toEqual({ problem: 'format' });
    expect(parseMoneyInput('¥12')).toEqual({ problem: 'format' });
    expect(parseMoneyInput('1.2.3')).toEqual({ problem: 'format' });
    expect(parseMoneyInput('.5')).toEqual({ problem: 'format' });
    expect(parseMoneyInput('1 2')).toEqual({ problem: 'format' });
    expect(parseMoneyInput('²')).toEqual({ problem: 'format' });
    expect(parseMoneyInput('١٢')).toEqual({ problem: 'format' });
    expect(parseMoneyInput('Infinity')).toEqual({ problem: 'format' });
    expect(parseMoneyInput('0x10')).toEqual({ problem: 'format' });
  });

  it('needs something, more than 0 unless zero is allowed, and at most the maximum', () => {
    expect(parseMoneyInput('')).toEqual({ problem: 'required' });
    expect(parseMoneyInput('   ')).toEqual({ problem: 'required' });
    expect(parseMoneyInput('0.00')).toEqual({ problem: 'zero' });
    expect(parseMoneyInput('0', { allowZero: true })).toEqual({ fen: 0 });
    expect(parseMoneyInput('128', { max })).toEqual({ fen: 12800 });
    expect(parseMoneyInput('128.01', { max })).toEqual({ problem: 'overMax' });
  });

  it('refuses more whole digits than an amount has, so fen stay exact integers', () => {
    expect(parseMoneyInput('999999999.99')).toEqual({ fen: 99999999999 });
    expect(parseMoneyInput('0000000001')).toEqual({ fen: 100 });
    expect(parseMoneyInput('1000000000')).toEqual({ problem: 'tooLarge' });
    expect(parseMoneyInput('9'.repeat(400))).toEqual({ problem: 'tooLarge' });
  });
});
