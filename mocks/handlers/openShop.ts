import { catalogue } from '@/api/catalogue';
import type { OpenShopApplication, OpenShopStatus } from '@/api/types/openShop';
import { ORDER_STATUS_TEXT } from '@/api/types/order';
import { beijingTime } from '../clock';
import { NOTHING_AFTER_PAYMENT, payExpireTimeOf, type OrderRecord } from '../data/order';
import { OPEN_SHOP_AGREEMENT, OPEN_SHOP_AGREEMENT_TITLE, OPEN_SHOP_FEE, type OpenShopRecord } from '../data/openShop';
import { regionPath } from '../data/regions';
import type { Db } from '../db';
import type { MemberRecord } from '../db/members';
import { setOrderStatus } from '../db/order';
import { requireMobile } from '../server/accounts';
import { exactlyOnce } from '../server/exactlyOnce';
import { handle, reject } from '../server/handle';
import { numeric, signedIn, stringList, text } from '../server/request';

/* Opening a shop: the application and the payable order of its fee (assumed calls, docs/catalogue.md). */

const STATUS_TEXT: Record<OpenShopStatus, string> = { 0: '待支付入驻费', 1: '审核中', 2: '已开通', 3: '已驳回', 4: '已关闭' };
export const LICENCE_PHOTOS_MAX = 3;

/** The application's state follows its fee order until it is reviewed: unpaid 0, paid 1, closed unpaid 4. */
function statusOf(db: Db, record: OpenShopRecord): OpenShopStatus {
  if (record.reviewed) return record.reviewed;
  const order = db.orders.find((candidate) => candidate.orderId === record.orderId);
  if (!order || order.status === 4) return 4;
  return order.status === 0 ? 0 : 1;
}

function view(db: Db, record: OpenShopRecord): OpenShopApplication {
  const status = statusOf(db, record);
  const { applyId, shopName, contactName, mobile, provinceName, cityName, regionName, address, licenceImages, fee, orderId, createTime } = record;
  return { applyId, shopName, contactName, mobile, provinceName, cityName, regionName, address, licenceImages: [...licenceImages], fee, orderId, status, statusText: STATUS_TEXT[status], createTime };
}

function latest(db: Db, memberId: string): OpenShopRecord | undefined {
  return db.openShopApplications.filter((record) => record.memberId === memberId).sort((a, b) => b.createTime.localeCompare(a.createTime))[0];
}

/** The fee's payable order: one line naming the shop, nothing to ship. */
function feeOrder(db: Db, member: MemberRecord, record: Omit<OpenShopRecord, 'orderId'>, now: string): OrderRecord {
  db.orderSeq += 1;
  const orderId = `o-${db.orderSeq}`;
  const order: OrderRecord = {
    orderId,
    orderNo: `TM${now.replace(/\D/g, '')}${String(db.orderSeq).padStart(6, '0')}`,
    memberId: member.memberId,
    buyerName: member.nickname,
    status: 0,
    statusText: ORDER_STATUS_TEXT[0],
    orderType: 'shopFee',
    deliveryType: 1,
    sellerId: '',
    deliveryStatus: null,
    lackReason: '',
    lines: [
      {
        lineId: `${orderId}-1`,
        goodsId: '',
        skuId: '',
        goodsName: `店铺入驻费（${record.shopName}）`,
        mainImage: 'shops/front.svg',
        specText: '首年',
        price: record.fee,
        quantity: 1,
        amount: record.fee,
        evaluated: 0,
      },
    ],
    address: { receiver: record.contactName, mobile: record.mobile, provinceName: record.provinceName, cityName: record.cityName, regionName: record.regionName, detail: record.address },
    goodsAmount: record.fee,
    freight: 0,
    discount: 0,
    payAmount: record.fee,
    points: 0,
    remark: '',
    createTime: now,
    payExpireTime: payExpireTimeOf(now),
    payTime: '',
    ...NOTHING_AFTER_PAYMENT,
  };
  db.orders.push(order);
  return order;
}

function apply(db: Db, member: MemberRecord, arg: Record<string, unknown>): OpenShopApplication {
  const shopName = text(arg.shopName);
  const contactName = text(arg.contactName);
  const mobile = text(arg.mobile);
  const address = text(arg.address);
  const licenceImages = stringList(arg.licenceImages);
  if (shopName.length < 2 || shopName.length > 20) reject(0, '店铺名称须为 2-20 个字', {});
  if (contactName.length < 2 || contactName.length > 20) reject(0, '请填写联系人姓名', {});
  requireMobile(mobile);
  const ids = { provinceId: numeric(arg.provinceId) ?? 0, cityId: numeric(arg.cityId) ?? 0, regionId: numeric(arg.regionId) ?? 0 };
  const names = regionPath(db.regions, ids);
  if (!names) return reject(0, '请选择正确的省市区', {});
  if (address.length < 5 || address.length > 100) reject(0, '请填写店铺详细地址（5-100 个字）', {});
  if (licenceImages.length < 1 || licenceImages.length > LICENCE_PHOTOS_MAX) reject(0, `请上传 1-${LICENCE_PHOTOS_MAX} 张营业执照照片`, {});
  if (Number(arg.agreed) !== 1) reject(0, '请阅读并同意店铺入驻协议', {});
  const previous = latest(db, member.memberId);
  const previousStatus = previous ? statusOf(db, previous) : null;
  if (previousStatus === 1) reject(0, '您的开店申请正在审核中，请耐心等待', {});
  if (previousStatus === 2) reject(0, '您已开通店铺，无需重复申请', {});
  // an application still awaiting its fee is replaced by the new one: its order is closed
  const unpaid = previous && previousStatus === 0 ? db.orders.find((order) => order.orderId === previous.orderId) : undefined;
  if (unpaid) {
    setOrderStatus(unpaid, 4);
    unpaid.cancelReason = '已提交新的开店申请';
    unpaid.cancelTime = beijingTime();
    unpaid.payExpireTime = '';
  }
  const now = beijingTime();
  db.openShopSeq += 1;
  const draft = {
    applyId: `os-${db.openShopSeq}`,
    memberId: member.memberId,
    shopName,
    contactName,
    mobile,
    ...ids,
    ...names,
    address,
    licenceImages,
    fee: OPEN_SHOP_FEE,
    createTime: now,
    reviewed: null,
  };
  const order = feeOrder(db, member, draft, now);
  const record: OpenShopRecord = { ...draft, orderId: order.orderId };
  db.openShopApplications.push(record);
  return view(db, record);
}

export const openShopHandlers = [
  handle(catalogue.openShopInfo, (ctx) => {
    const member = signedIn(ctx.member);
    const record = latest(ctx.db, member.memberId);
    return {
      fee: OPEN_SHOP_FEE,
      agreementTitle: OPEN_SHOP_AGREEMENT_TITLE,
      agreement: [...OPEN_SHOP_AGREEMENT],
      application: record ? view(ctx.db, record) : null,
    };
  }),
  handle(catalogue.openShopApply, (ctx) => {
    const member = signedIn(ctx.member);
    return exactlyOnce(ctx.db, 'openShopApply', member.memberId, ctx.arg.requestNo, () => apply(ctx.db, member, ctx.arg));
  }),
];
