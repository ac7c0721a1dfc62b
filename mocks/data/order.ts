/**
 * Order seed: the buyer's orders in every status (待付款, 待发货, 待收货, 已完成, 已取消, 售后中, 已退款),
 * tea-house distribution orders for the agent, with address snapshots, amounts and logistics traces.
 */
import type { AddressSnapshot, Order, OrderLine, OrderStatus } from '@/api/types/order';
import { ORDER_STATUS_TEXT, PAY_WINDOW_HOURS } from '@/api/types/order';
import { addHours } from '../clock';
import { addFen, fen, multiplyFen, subtractFen, sumYuan, toYuan } from '@/lib/money';
import { goods } from './goods';

export type OrderRecord = Order & {
  /** 1 once the buyer deleted it from the list */
  deleteFlag: 0 | 1;
};

/** Checkout rules shared by the seed and the mock server: free freight from 99, 满299减50. */
export function priceLines(goodsAmount: number): { freight: number; discount: number; payAmount: number } {
  const amount = fen(goodsAmount);
  const freight = amount === 0 || amount >= fen(99) ? 0 : 10;
  const discount = amount >= fen(299) ? 50 : 0;
  return { freight, discount, payAmount: toYuan(subtractFen(addFen(amount, fen(freight)), fen(discount))) };
}

function line(orderId: string, index: number, skuId: string, quantity: number): OrderLine {
  const record = goods.find((candidate) => candidate.skus.some((sku) => sku.skuId === skuId));
  const sku = record?.skus.find((candidate) => candidate.skuId === skuId);
  if (!record || !sku) throw new Error(`seed: unknown SKU ${skuId}`);
  return {
    lineId: `${orderId}-${index + 1}`,
    goodsId: record.goodsId,
    skuId,
    goodsName: record.goodsName,
    mainImage: record.images[0] ?? '',
    specText: sku.specText,
    price: sku.price,
    quantity,
    amount: toYuan(multiplyFen(fen(sku.price), quantity)),
    evaluated: 0,
  };
}

/** When an order created at `createTime` stops waiting for payment. */
export function payExpireTimeOf(createTime: string): string {
  return addHours(createTime, PAY_WINDOW_HOURS);
}

const home: AddressSnapshot = {
  receiver: '林清茶', mobile: '13800138000', provinceName: '福建省', cityName: '福州市', regionName: '鼓楼区',
  detail: '五四路 128 号茶香苑 3 栋 502 室',
};
const office: AddressSnapshot = {
  receiver: '林清茶', mobile: '13800138000', provinceName: '浙江省', cityName: '杭州市', regionName: '西湖区',
  detail: '龙井路 66 号茶博园写字楼 4 层',
};
const teaHouse: AddressSnapshot = {
  receiver: '陈记茶馆', mobile: '13900139000', provinceName: '福建省', cityName: '南平市', regionName: '武夷山市',
  detail: '三菇度假区大王峰路 18 号陈记茶馆',
};

/** A neighbour of the tea house who has it deliver (buyer 王雨桐). */
const neighbour: AddressSnapshot = {
  receiver: '王雨桐', mobile: '13606051234', provinceName: '福建省', cityName: '南平市', regionName: '武夷山市',
  detail: '崇安街道五九路 56 号武夷花园 2 栋 801 室',
};

/** An order's record of what came after payment, before any of it happened (not shipped, received, cancelled or deleted). */
export const NOTHING_AFTER_PAYMENT = {
  deliveryTime: '',
  receiveTime: '',
  cancelTime: '',
  cancelReason: '',
  logistics: null,
  afterSale: null,
  deleteFlag: 0,
} as const satisfies Partial<OrderRecord>;

type Seed = Partial<OrderRecord> & { orderId: string; orderNo: string; memberId: string; status: OrderStatus; items: [string, number][] };

function order({ items, ...seed }: Seed): OrderRecord {
  const lines = items.map(([skuId, quantity], index) => line(seed.orderId, index, skuId, quantity));
  const goodsAmount = toYuan(sumYuan(lines, (current) => current.amount));
  return {
    buyerName: seed.memberId === 'm-20488' ? '陈记茶馆' : '林清茶',
    statusText: ORDER_STATUS_TEXT[seed.status],
    orderType: 'normal',
    deliveryType: 1,
    sellerId: '',
    deliveryStatus: null,
    lackReason: '',
    lines,
    address: home,
    goodsAmount,
    ...priceLines(goodsAmount),
    points: 0,
    remark: '',
    createTime: '',
    payExpireTime: seed.status === 0 && seed.createTime ? payExpireTimeOf(seed.createTime) : '',
    payTime: '',
    ...NOTHING_AFTER_PAYMENT,
    ...seed,
  };
}

export const orders: OrderRecord[] = [
  order({
    orderId: 'o-2001', orderNo: 'TM202611200912000001', memberId: 'm-10086', status: 0,
    items: [['sku-1001-1', 1], ['sku-1601-1', 1]], remark: '请用礼盒包装', createTime: '2026-11-20 09:12:00',
  }),
  order({
    orderId: 'o-2002', orderNo: 'TM202611192030000002', memberId: 'm-10086', status: 1,
    items: [['sku-1302-1', 1]], deliveryType: 2, sellerId: 'm-20488', deliveryStatus: 0,
    createTime: '2026-11-19 20:30:00', payTime: '2026-11-19 20:31:12',
  }),
  order({
    orderId: 'o-2003', orderNo: 'TM202611171015000003', memberId: 'm-10086', status: 2,
    items: [['sku-1101-1', 1], ['sku-1701-1', 2]], address: office,
    createTime: '2026-11-17 10:15:00', payTime: '2026-11-17 10:16:40', deliveryTime: '2026-11-18 14:20:00',
    logistics: {
      company: '顺丰速运', logisticsSn: 'SF1428736501234',
      traces: [
        { time: '2026-11-20 07:45:00', content: '快件已到达【杭州西湖营业部】，正在派送，快递员：王师傅 13511112222' },
        { time: '2026-11-19 23:10:00', content: '快件已到达【杭州转运中心】' },
        { time: '2026-11-18 20:05:00', content: '快件已从【武夷山集散中心】发出，下一站【杭州转运中心】' },
        { time: '2026-11-18 14:20:00', content: '商家已发货，顺丰速运已揽收' },
      ],
    },
  }),
  order({
    orderId: 'o-2004', orderNo: 'TM202611051930000004', memberId: 'm-10086', status: 3,
    items: [['sku-1201-1', 1], ['sku-1004-1', 2]],
    createTime: '2026-11-05 19:30:00', payTime: '2026-11-05 19:31:05', deliveryTime: '2026-11-06 10:00:00', receiveTime: '2026-11-08 18:22:00',
    logistics: {
      company: '中通快递', logisticsSn: 'ZT78451236987',
      traces: [
        { time: '2026-11-08 18:22:00', content: '已签收，签收人：本人。感谢使用中通快递' },
        { time: '2026-11-08 09:30:00', content: '快件正在派送中【福州鼓楼网点】' },
        { time: '2026-11-07 02:15:00', content: '快件已到达【福州分拨中心】' },
        { time: '2026-11-06 10:00:00', content: '商家已发货，中通快递已揽收' },
      ],
    },
  }),
  order({
    orderId: 'o-2005', orderNo: 'TM202611101120000005', memberId: 'm-10086', status: 4,
    items: [['sku-1402-2', 1]], createTime: '2026-11-10 11:20:00', cancelTime: '2026-11-10 11:45:00', cancelReason: '不想要了',
  }),
  order({
    orderId: 'o-2006', orderNo: 'TM202611181608000006', memberId: 'm-10086', status: 5,
    items: [['sku-1301-1', 1]], deliveryType: 2, sellerId: 'm-20488', deliveryStatus: 0, createTime: '2026-11-18 16:08:00', payTime: '2026-11-18 16:09:30',
    afterSale: {
      afterSaleNo: 'AS202611191002000006', type: 1, status: 1, reason: '拍错规格', description: '想要 300 克装，麻烦退款',
      images: [], refundAmount: 128, applyTime: '2026-11-19 10:02:00', previousStatus: 1, returnLogistics: null, finishTime: '',
    },
  }),
  order({
    orderId: 'o-2007', orderNo: 'TM202611011400000007', memberId: 'm-10086', status: 5,
    items: [['sku-1403-1', 2]], createTime: '2026-11-01 14:00:00', payTime: '2026-11-01 14:01:10',
    deliveryTime: '2026-11-02 09:00:00', receiveTime: '2026-11-04 17:40:00',
    logistics: {
      company: '韵达快递', logisticsSn: 'YD4312876590',
      traces: [
        { time: '2026-11-04 17:40:00', content: '已签收，签收人：快递柜。如有疑问请联系快递员' },
        { time: '2026-11-02 09:00:00', content: '商家已发货，韵达快递已揽收' },
      ],
    },
    afterSale: {
      afterSaleNo: 'AS202611151230000007', type: 2, status: 1, reason: '茶饼破损', description: '外包装压坏，茶饼边缘碎裂',
      images: ['goods/white-shoumei.svg'], refundAmount: 266, applyTime: '2026-11-15 12:30:00', previousStatus: 3, returnLogistics: null, finishTime: '',
    },
  }),
  order({
    orderId: 'o-2008', orderNo: 'TM202610281010000008', memberId: 'm-10086', status: 6,
    items: [['sku-1602-1', 1]], createTime: '2026-10-28 10:10:00', payTime: '2026-10-28 10:11:00',
    afterSale: {
      afterSaleNo: 'AS202610281500000008', type: 1, status: 3, reason: '暂时不需要', description: '',
      images: [], refundAmount: 59, applyTime: '2026-10-28 15:00:00', previousStatus: 1, returnLogistics: null, finishTime: '2026-10-29 09:20:00',
    },
  }),
  order({
    orderId: 'o-2009', orderNo: 'TM202611191100000009', memberId: 'm-10086', status: 2,
    items: [['sku-1603-1', 2]], deliveryType: 3, sellerId: 'm-20488', deliveryStatus: 2, address: teaHouse,
    remark: '周六下午到店自提', createTime: '2026-11-19 11:00:00', payTime: '2026-11-19 11:01:30', deliveryTime: '2026-11-19 15:00:00',
  }),
  // the tea house's distribution orders of other buyers: one out of stock, one picked up
  order({
    orderId: 'o-2201', orderNo: 'TM202611191840000201', memberId: 'm-10311', buyerName: '王雨桐', status: 1,
    items: [['sku-1302-1', 2]], deliveryType: 2, sellerId: 'm-20488', deliveryStatus: 1, address: neighbour,
    lackReason: '金骏眉礼盒暂时缺货，预计 11 月 22 日到店', createTime: '2026-11-19 18:40:00', payTime: '2026-11-19 18:41:20',
  }),
  order({
    orderId: 'o-2202', orderNo: 'TM202611150930000202', memberId: 'm-10422', buyerName: '周明远', status: 3,
    items: [['sku-1501-1', 1], ['sku-1603-1', 3]], deliveryType: 3, sellerId: 'm-20488', deliveryStatus: 3, address: teaHouse,
    createTime: '2026-11-15 09:30:00', payTime: '2026-11-15 09:31:00', deliveryTime: '2026-11-15 14:00:00', receiveTime: '2026-11-16 16:20:00',
  }),
  order({
    orderId: 'o-2101', orderNo: 'TM202611160900000101', memberId: 'm-20488', status: 1, orderType: 'agentPurchase',
    items: [['sku-1002-2', 5], ['sku-1601-2', 4]], address: teaHouse, createTime: '2026-11-16 09:00:00', payTime: '2026-11-16 09:05:00',
  }),
  order({
    orderId: 'o-2102', orderNo: 'TM202610201630000102', memberId: 'm-20488', status: 3,
    items: [['sku-1702-1', 1]], address: teaHouse, createTime: '2026-10-20 16:30:00', payTime: '2026-10-20 16:31:00',
    deliveryTime: '2026-10-21 10:00:00', receiveTime: '2026-10-23 12:00:00',
    logistics: {
      company: '顺丰速运', logisticsSn: 'SF1399087766554',
      traces: [
        { time: '2026-10-23 12:00:00', content: '已签收，签收人：陈先生' },
        { time: '2026-10-21 10:00:00', content: '商家已发货，顺丰速运已揽收' },
      ],
    },
  }),
];
