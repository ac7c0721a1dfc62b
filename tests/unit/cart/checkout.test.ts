import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { MyCoupon } from '@/api/types/member';
import { couponUsability, discountParts, shortYuan, type CouponOrder } from '@/components/CouponCard/coupon';
import { fullAddress, maskMobile } from '@/components/AddressCard/address';
import { fen } from '@/lib/money';
import { readDraft, REMARK_MAX, remarkArg, settleKey, sourceFromQuery, sourceFromState, writeDraft, writeSourceToQuery } from '@/screens/cart/checkout';

describe('settle source', () => {
  it('reads the cart and buy-now navigation state, refusing malformed state', () => {
    expect(sourceFromState({ source: 'cart', cartIds: ['cart-1', '', 2, 'cart-2'] })).toEqual({ source: 'cart', cartIds: ['cart-1', 'cart-2'] });
    expect(sourceFromState({ source: 'buyNow', items: [{ goodsId: 'g-1', skuId: 's-1', quantity: 2 }] })).toEqual({
      source: 'buyNow',
      items: [{ goodsId: 'g-1', skuId: 's-1', quantity: 2 }],
    });
    expect(sourceFromState({ source: 'buyNow', items: [{ goodsId: 'g-1', skuId: 's-1', quantity: 0 }] })).toBeNull();
    expect(sourceFromState({ source: 'cart', cartIds: [] })).toBeNull();
    expect(sourceFromState(null)).toBeNull();
    expect(sourceFromState('cart')).toBeNull();
  });

  it('reads and writes the query-string form', () => {
    expect(sourceFromQuery(new URLSearchParams('cartIds=a,b'))).toEqual({ source: 'cart', cartIds: ['a', 'b'] });
    expect(sourceFromQuery(new URLSearchParams('buyNow=g-1601:sku-1601-1:2'))).toEqual({
      source: 'buyNow',
      items: [{ goodsId: 'g-1601', skuId: 'sku-1601-1', quantity: 2 }],
    });
    expect(sourceFromQuery(new URLSearchParams('buyNow=g-1601:sku-1601-1:x'))).toBeNull();
    expect(sourceFromQuery(new URLSearchParams(''))).toBeNull();
    const written = writeSourceToQuery(new URLSearchParams('addressId=addr-2&buyNow=x:y:1'), { source: 'cart', cartIds: ['a', 'b'] });
    expect(written.get('cartIds')).toBe('a,b');
    expect(written.get('buyNow')).toBeNull();
    expect(written.get('addressId')).toBe('addr-2');
  });

  it('reads and writes a rebuy of an order (state and `?rebuy=`), replacing any other source', () => {
    expect(sourceFromState({ source: 'rebuy', orderId: 'o-2004' })).toEqual({ source: 'rebuy', orderId: 'o-2004' });
    expect(sourceFromState({ source: 'rebuy', orderId: ' ' })).toBeNull();
    expect(sourceFromQuery(new URLSearchParams('rebuy=o-2004'))).toEqual({ source: 'rebuy', orderId: 'o-2004' });
    const written = writeSourceToQuery(new URLSearchParams('cartIds=a,b&addressId=addr-2'), { source: 'rebuy', orderId: 'o-2004' });
    expect(written.get('rebuy')).toBe('o-2004');
    expect(written.get('cartIds')).toBeNull();
    expect(written.get('addressId')).toBe('addr-2');
    expect(writeSourceToQuery(written, { source: 'cart', cartIds: ['a'] }).get('rebuy')).toBeNull();
    expect(settleKey({ source: 'rebuy', orderId: 'o-2004' })).toBe('rebuy:o-2004');
  });

  it('reads and writes several favourites settled at once (state and `?favourites=`), replacing any other source', () => {
    expect(sourceFromState({ source: 'favourites', goodsIds: ['g-1101', '', 3, 'g-1201'] })).toEqual({ source: 'favourites', goodsIds: ['g-1101', 'g-1201'] });
    expect(sourceFromState({ source: 'favourites', goodsIds: [] })).toBeNull();
    expect(sourceFromQuery(new URLSearchParams('favourites=g-1101,g-1201'))).toEqual({ source: 'favourites', goodsIds: ['g-1101', 'g-1201'] });
    const written = writeSourceToQuery(new URLSearchParams('rebuy=o-2004&addressId=addr-2'), { source: 'favourites', goodsIds: ['g-1101', 'g-1201'] });
    expect(written.get('favourites')).toBe('g-1101,g-1201');
    expect(written.get('rebuy')).toBeNull();
    expect(written.get('addressId')).toBe('addr-2');
    expect(writeSourceToQuery(written, { source: 'cart', cartIds: ['a'] }).get('favourites')).toBeNull();
    expect(settleKey({ source: 'favourites', goodsIds: ['g-1201', 'g-1101'] })).toBe(settleKey({ source: 'favourites', goodsIds: ['g-1101', 'g-1201'] }));
  });

  it('keys a settle by what is bought, whatever the order of the cart ids', () => {
    expect(settleKey({ source: 'cart', cartIds: ['b', 'a'] })).toBe(settleKey({ source: 'cart', cartIds: ['a', 'b'] }));
    expect(settleKey({ source: 'buyNow', items: [{ goodsId: 'g', skuId: 's', quantity: 2 }] })).toBe('buyNow:sx2');
  });

  it('keeps the order draft in session storage and survives a corrupt value', () => {
    writeDraft('k', { remark: '周末送达', couponId: null });
    expect(readDraft('k')).toEqual({ remark: '周末送达', couponId: null });
    window.sessionStorage.setItem('tm.orderDraft.k', '{oops');
    expect(readDraft('k')).toEqual({ remark: '', couponId: null });
    writeDraft('k', { remark: '', couponId: null });
    expect(window.sessionStorage.getItem('tm.orderDraft.k')).toBeNull();
  });
});

describe('the order remark sent', () => {
  it('leaves out bidi controls and surrounding spaces, and is left out when empty', () => {
    expect(remarkArg(' \u202E请周末送达\u202C ')).toEqual({ remark: '请周末送达' });
    expect(remarkArg('  \u200F ')).toEqual({});
  });

  it('is never cut: over the limit, the order waits until it fits', () => {
    expect(remarkArg('送'.repeat(REMARK_MAX))).toEqual({ remark: '送'.repeat(REMARK_MAX) });
    expect(remarkArg('送'.repeat(REMARK_MAX + 1))).toBe('tooLong');
  });
});

describe('coupon rules', () => {
  const base: MyCoupon = {
    id: 'mc-1',
    couponId: 'cp-1',
    name: '满 199 减 30',
    type: 1,
    amount: 30,
    discount: 1,
    threshold: 199,
    description: '',
    image: '',
    status: 0,
    receiveTime: '2026-11-01 10:00:00',
    useTime: null,
    startTime: '2026-11-15 00:00:00',
    endTime: '2026-12-15 23:59:59',
    scope: 1,
    categoryId: null,
  };
  const now = dayjs('2026-11-20T10:00:00+08:00');
  /** an order of one 普洱 line (c-01) of `goods` yuan, `payable` of it left after the shop's promotion */
  const order = (goods: number, payable = goods): CouponOrder => ({ lines: [{ categoryId: 'c-01', amount: fen(goods) }], payableGoods: fen(payable) });

  it('applies money off above the threshold, and says how much is missing below it', () => {
    expect(couponUsability(base, order(764, 714), now)).toEqual({ usable: true, off: 3000 });
    expect(couponUsability(base, order(116), now)).toEqual({ usable: false, reason: 'shortBy', shortBy: 8300 });
  });

  it('takes a discount rate off the goods, never more than what is left to pay for goods', () => {
    expect(couponUsability({ ...base, type: 2, amount: 0, discount: 0.9, threshold: 0 }, order(298.5), now)).toEqual({ usable: true, off: 2985 });
    expect(couponUsability({ ...base, type: 3, amount: 10, threshold: 0 }, order(8), now)).toEqual({ usable: true, off: 800 });
  });

  it('refuses used, expired and not yet started coupons', () => {
    expect(couponUsability({ ...base, status: 1 }, order(764, 714), now).usable).toBe(false);
    expect(couponUsability({ ...base, status: 2 }, order(764, 714), now).usable).toBe(false);
    expect(couponUsability({ ...base, startTime: '2027-01-10 00:00:00' }, order(764, 714), now)).toEqual({ usable: false, reason: 'notStarted', startDate: '2027.01.10' });
  });

  describe('a category coupon', () => {
    /** 明前绿茶满 199 减 25: a goods coupon of 绿茶 (c-03) */
    const green: MyCoupon = { ...base, name: '明前绿茶满 199 减 25', amount: 25, threshold: 199, scope: 2, categoryId: 'c-03', categoryName: '绿茶' };
    /** ¥368 of 普洱 (c-01) and two 明前西湖龙井 at ¥198 (c-03): goods ¥764, ¥714 after 满 299 减 50 */
    const mixed: CouponOrder = {
      lines: [
        { categoryId: 'c-01', amount: fen(368) },
        { categoryId: 'c-03', amount: fen(396) },
      ],
      payableGoods: fen(714),
    };

    it('is not usable on an order without its category, and says which category it needs', () => {
      expect(couponUsability(green, order(764, 714), now)).toEqual({ usable: false, reason: 'category', categoryName: '绿茶' });
      // a server that does not name the category: the reason says "its category"
      expect(couponUsability({ ...green, categoryName: null }, order(764, 714), now)).toEqual({ usable: false, reason: 'category' });
    });

    it('meets its threshold with the sum of its own category\'s lines only', () => {
      expect(couponUsability(green, mixed, now)).toEqual({ usable: true, off: 2500 });
      // ¥368 of 普洱 and one ¥198 绿茶 line: the order is ¥566, the green tea ¥1 short
      const short: CouponOrder = { lines: [{ categoryId: 'c-01', amount: fen(368) }, { categoryId: 'c-03', amount: fen(198) }], payableGoods: fen(516) };
      expect(couponUsability(green, short, now)).toEqual({ usable: false, reason: 'shortBy', shortBy: 100, categoryName: '绿茶' });
    });

    it('takes a discount rate off its own lines only, and never more than they cost', () => {
      const puer: MyCoupon = { ...base, name: '普洱九折券', type: 2, amount: 0, discount: 0.9, threshold: 0, scope: 2, categoryId: 'c-01', categoryName: '普洱茶' };
      expect(couponUsability(puer, mixed, now)).toEqual({ usable: true, off: 3680 });
      const big: MyCoupon = { ...green, amount: 500, threshold: 0 };
      expect(couponUsability(big, mixed, now)).toEqual({ usable: true, off: 39600 });
    });

    it('leaves a shop-wide coupon rated on the whole order', () => {
      expect(couponUsability(base, mixed, now)).toEqual({ usable: true, off: 3000 });
    });
  });

  it('formats values as the card shows them', () => {
    expect(shortYuan(299)).toBe('299');
    expect(shortYuan(9.9)).toBe('9.90');
    expect(discountParts(0.9)).toEqual({ zhe: '9', off: '10' });
    expect(discountParts(0.85)).toEqual({ zhe: '8.5', off: '15' });
  });
});

describe('address card text', () => {
  it('masks an 11-digit mobile and joins the region without repeating a municipality', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(maskMobile('0591-8888')).toBe('0591-8888');
    expect(fullAddress({ provinceName: '福建省', cityName: '福州市', regionName: '鼓楼区', detail: '五四路 128 号' })).toBe('福建省福州市鼓楼区 五四路 128 号');
    expect(fullAddress({ provinceName: '北京市', cityName: '北京市', regionName: '朝阳区', detail: '建国门外大街' })).toBe('北京市朝阳区 建国门外大街');
  });
});
