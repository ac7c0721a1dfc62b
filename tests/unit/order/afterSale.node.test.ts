import { describe, expect, it } from 'vitest';
import type { Order } from '@/api/types/order';
import type { Fen } from '@/lib/money';
import { afterSaleActions, requestKindFor } from '@/screens/order/afterSale/afterSale';
import { parseAmount, parseRequestDraft, requestArg, waybillNumber, waybillProblems, type RequestDraft } from '@/screens/order/afterSale/afterSaleForm';
import { orders } from '@mocks/data/order';
import { orderView } from '@mocks/db/order';

const seeded = (orderId: string): Order => {
  const record = orders.find((order) => order.orderId === orderId);
  if (!record) throw new Error(orderId);
  return orderView(record);
};
const draft = (change: Partial<RequestDraft>): RequestDraft => ({ reason: 'notWanted', amount: null, description: '', images: [], ...change });

describe('after-sale card actions', () => {
  it('follow the request: withdraw an open one, the waybill only for a return awaiting its goods', () => {
    expect(afterSaleActions(seeded('o-2006'))).toEqual(['viewOrder', 'cancel']); // 仅退款 待处理
    expect(afterSaleActions(seeded('o-2007'))).toEqual(['viewOrder', 'cancel', 'fillLogistics']); // 退货 待处理
    expect(afterSaleActions(seeded('o-2008'))).toEqual(['viewOrder']); // 退款成功
    const shipped = seeded('o-2007');
    const sent = { ...shipped, afterSale: shipped.afterSale && { ...shipped.afterSale, status: 2 as const, returnLogistics: { company: '中通快递', logisticsSn: 'ZT12345678' } } };
    expect(afterSaleActions(sent)).toEqual(['viewOrder', 'cancel']);
    const withdrawn = { ...seeded('o-2006'), status: 1 as const, afterSale: { ...(seeded('o-2006').afterSale ?? ({} as never)), status: 4 as const } };
    expect(afterSaleActions(withdrawn)).toEqual(['viewOrder']);
  });

  it('a refund before shipping, a return after it, nothing otherwise', () => {
    expect(['o-2001', 'o-2002', 'o-2003', 'o-2004', 'o-2005', 'o-2006', 'o-2008'].map((id) => requestKindFor(seeded(id)))).toEqual([
      null,
      'refund',
      'return',
      'return',
      null,
      null,
      null,
    ]);
  });
});

describe('the refund amount', () => {
  const paid = 12800 as Fen;
  it('is more than 0, at most what was paid, with two decimals at most', () => {
    expect(parseAmount('128', paid)).toEqual({ amount: 12800 });
    expect(parseAmount('0.01', paid)).toEqual({ amount: 1 });
    expect(parseAmount('100.5', paid)).toEqual({ amount: 10050 });
    expect(parseAmount('', paid)).toEqual({ problem: 'amountRequired' });
    expect(parseAmount('0.00', paid)).toEqual({ problem: 'amountZero' });
    expect(parseAmount('128.01', paid)).toEqual({ problem: 'amountOverPaid' });
    expect(parseAmount('1.234', paid)).toEqual({ problem: 'amountFormat' });
    expect(parseAmount('1e2', paid)).toEqual({ problem: 'amountFormat' });
    expect(parseAmount('-1', paid)).toEqual({ problem: 'amountFormat' });
  });

  it('adds up in fen: 0.1 + 0.2 style amounts are exact', () => {
    expect(parseAmount('0.29', paid)).toEqual({ amount: 29 });
    expect(parseAmount('19.99', 1999 as Fen)).toEqual({ amount: 1999 });
  });

  it('is refused, never rewritten, when it is not a plain amount; full-width digits are read as digits', () => {
    expect(parseAmount('12。5', paid)).toEqual({ problem: 'amountFormat' }); // was sent as 125
    expect(parseAmount('1e2', paid)).toEqual({ problem: 'amountFormat' }); // was sent as 12
    expect(parseAmount('-5', paid)).toEqual({ problem: 'amountFormat' }); // was sent as 5
    expect(parseAmount('1.234', paid)).toEqual({ problem: 'amountFormat' }); // was sent as 1.23
    expect(parseAmount('１２', paid)).toEqual({ amount: 1200 }); // was empty
    expect(parseAmount('１２．５', paid)).toEqual({ amount: 1250 });
  });
});

describe('the request sent', () => {
  const order = seeded('o-2002');
  it('asks for yuan on the wire, all of what was paid when untouched', () => {
    expect(requestArg(order, draft({}))).toEqual({ arg: { orderId: 'o-2002', reason: '拍错/多拍/不想要了', refundAmount: order.payAmount } });
    expect(requestArg(order, draft({ amount: '100.5', description: ' 买重了 ', images: ['a.png'] }))).toEqual({
      arg: { orderId: 'o-2002', reason: '拍错/多拍/不想要了', refundAmount: 100.5, description: '买重了', images: ['a.png'] },
    });
  });

  it('sends nothing for an amount that is not plain, and keeps it as typed in the draft', () => {
    for (const typed of ['12。5', '1e2', '-5', '1.234']) {
      expect(requestArg(order, draft({ amount: typed }))).toEqual({ problems: ['amountFormat'] });
      expect(parseRequestDraft({ reason: 'notWanted', amount: typed }).amount).toBe(typed);
    }
    expect(requestArg(order, draft({ amount: '１２' }))).toMatchObject({ arg: { refundAmount: 12 } });
  });

  it('sends the description without bidi controls, and counts it without them', () => {
    expect(requestArg(order, draft({ description: '\u202E买重了\u202C' }))).toMatchObject({ arg: { description: '买重了' } });
    expect(requestArg(order, draft({ description: `${'长'.repeat(200)}\u200F` }))).toHaveProperty('arg');
  });

  it('names every problem at once', () => {
    expect(requestArg(order, draft({ reason: null, amount: '9999', description: '长'.repeat(201) }))).toEqual({
      problems: ['reasonRequired', 'amountOverPaid', 'descriptionTooLong'],
    });
  });

  it('reads a stored draft back, dropping what does not fit', () => {
    expect(parseRequestDraft({ reason: 'bogus', amount: 5, images: ['x.png', 1] })).toEqual({ reason: null, amount: null, description: '', images: ['x.png'] });
    expect(parseRequestDraft({ reason: 'damaged', amount: '12.345' })).toMatchObject({ reason: 'damaged', amount: '12.345' });
    // an over-limit description comes back whole, for its rule to say how far over
    const pasted = '长'.repeat(400);
    expect(parseRequestDraft({ reason: 'damaged', description: pasted }).description).toBe(pasted);
    expect(requestArg(order, draft({ description: pasted }))).toMatchObject({ problems: ['descriptionTooLong'] });
  });
});

describe('the return waybill', () => {
  it('needs a carrier and 8 to 20 letters or digits', () => {
    expect(waybillProblems({ company: '', logisticsSn: '' })).toEqual(['companyRequired', 'snRequired']);
    expect(waybillProblems({ company: '中通快递', logisticsSn: 'AB12' })).toEqual(['snFormat']);
    expect(waybillProblems({ company: '中通快递', logisticsSn: 'ZT-1234567' })).toEqual(['snFormat']);
    expect(waybillProblems({ company: '中通快递', logisticsSn: 'A'.repeat(21) })).toEqual(['snFormat']);
    expect(waybillProblems({ company: '中通快递', logisticsSn: 'ZT7845123698' })).toEqual([]);
  });

  it('sends the number without bidi controls or spaces', () => {
    const typed = { company: '中通快递', logisticsSn: '\u202EZT 7845 1236 98\u202C' };
    expect(waybillProblems(typed)).toEqual([]);
    expect(waybillNumber(typed)).toBe('ZT7845123698');
  });
});
