import type { OrderRecord } from '@mocks/data/order';
import { NOTHING_AFTER_PAYMENT } from '@mocks/data/order';
import { upgradePackages } from '@mocks/data/upgrade';
import { db } from '@mocks/db';

/*
 * An order whose line is a package, not a goods, for the order screens' stories: the buyer's
 * membership upgrade (高级会员·品鉴礼包, received and completed). A story's `beforeEach` pushes it into
 * the mock db (seeded afresh before each story).
 */

export const UPGRADE_ORDER_ID = 'o-2901';

function firstPackage() {
  const [first] = upgradePackages;
  if (!first) throw new Error('no upgrade package in the seed');
  return first;
}
/** 高级会员·品鉴礼包, ¥399.00 */
export const UPGRADE_PACKAGE = firstPackage();

const home = { receiver: '林清茶', mobile: '13800138000', provinceName: '福建省', cityName: '福州市', regionName: '鼓楼区', detail: '五四路 128 号茶香苑 3 栋 502 室' };

/** A completed order of `orderType` whose one line is package `packageId` (its goods and sku ids are the package's). */
function packageOrder(orderId: string, orderNo: string, orderType: OrderRecord['orderType'], line: { packageId: string; title: string; image: string; specText: string; price: number }, times: { create: string; receive: string }): OrderRecord {
  return {
    orderId,
    orderNo,
    memberId: 'm-10086',
    buyerName: '林清茶',
    status: 3,
    statusText: '已完成',
    orderType,
    deliveryType: 1,
    sellerId: '',
    deliveryStatus: null,
    lackReason: '',
    lines: [
      {
        lineId: `${orderId}-1`,
        packageId: line.packageId,
        goodsId: line.packageId,
        skuId: line.packageId,
        goodsName: line.title,
        mainImage: line.image,
        specText: line.specText,
        price: line.price,
        quantity: 1,
        amount: line.price,
        evaluated: 0,
      },
    ],
    address: home,
    goodsAmount: line.price,
    freight: 0,
    discount: 0,
    payAmount: line.price,
    points: 0,
    remark: '',
    createTime: times.create,
    payExpireTime: '',
    payTime: times.create,
    ...NOTHING_AFTER_PAYMENT,
    deliveryTime: times.create,
    receiveTime: times.receive,
  };
}

/** The buyer's membership upgrade order: 高级会员·品鉴礼包 ¥399.00, paid 11-10, received 11-13. */
export function seedUpgradeOrder(): void {
  const specText = UPGRADE_PACKAGE.goods.map((goods) => `${goods.goodsName}×${goods.quantity}`).join('、');
  db.orders.push(
    packageOrder(UPGRADE_ORDER_ID, 'TM202611101015000901', 'upgrade', { packageId: UPGRADE_PACKAGE.packageId, title: UPGRADE_PACKAGE.title, image: UPGRADE_PACKAGE.image, specText, price: UPGRADE_PACKAGE.price }, {
      create: '2026-11-10 10:15:00',
      receive: '2026-11-13 16:40:00',
    }),
  );
}
