import { describe, expect, it } from 'vitest';
import type { AfterSale, Order } from '@/api/types/order';
import { sellerActions, sellerStatus, tabOf } from '@/screens/order/sendOrder/sellerActions';
import { orders } from '@mocks/data/order';

const seeded = (orderId: string): Order => {
  const order = orders.find((candidate) => candidate.orderId === orderId);
  if (!order) throw new Error(`no seeded ${orderId}`);
  return order;
};

const afterSale = (patch: Partial<AfterSale>): AfterSale => ({ ...(seeded('o-2006').afterSale as AfterSale), ...patch });

describe('the tea house actions by order status', () => {
  it('offers out of stock and delivery for an order waiting to be delivered', () => {
    expect(sellerActions(seeded('o-2002'))).toEqual(['markLack', 'confirmDelivery']);
    expect(sellerStatus(seeded('o-2002'))).toBe('waiting');
  });

  it('offers delivery again once an out-of-stock order is restocked', () => {
    expect(sellerActions(seeded('o-2201'))).toEqual(['confirmDelivery']);
    expect(sellerStatus(seeded('o-2201'))).toBe('lack');
  });

  it('offers pick-up for an order on its way; a pick-up order waits to be picked up', () => {
    expect(sellerActions(seeded('o-2009'))).toEqual(['confirmPick']);
    expect(sellerStatus(seeded('o-2009'))).toBe('awaitingPickup');
    expect(sellerStatus({ ...seeded('o-2009'), deliveryType: 2 })).toBe('delivering');
  });

  it('offers nothing once picked up or refunded', () => {
    expect(sellerActions(seeded('o-2202'))).toEqual([]);
    expect(sellerStatus(seeded('o-2202'))).toBe('picked');
    expect(sellerActions({ ...seeded('o-2006'), status: 6 })).toEqual([]);
    expect(sellerStatus({ ...seeded('o-2006'), status: 6 })).toBe('refunded');
  });

  it('agrees a refund at once, a return only once its goods are sent back, never a finished or withdrawn one', () => {
    expect(sellerActions(seeded('o-2006'))).toEqual(['agreeRefund']);
    expect(sellerStatus(seeded('o-2006'))).toBe('afterSale');
    const order = seeded('o-2006');
    expect(sellerActions({ ...order, afterSale: afterSale({ type: 2, status: 1 }) })).toEqual([]);
    expect(sellerActions({ ...order, afterSale: afterSale({ type: 2, status: 2 }) })).toEqual(['agreeRefund']);
    expect(sellerActions({ ...order, afterSale: afterSale({ type: 1, status: 3 }) })).toEqual([]);
    expect(sellerActions({ ...order, afterSale: null })).toEqual([]);
  });

  it('reads the tab from the query, 待配送 when it names none', () => {
    expect(tabOf('2')).toBe(2);
    expect(tabOf(null)).toBe(0);
    expect(tabOf('9')).toBe(0);
    expect(tabOf('x')).toBe(0);
  });
});
