import { catalogue } from '@/api/catalogue';
import { type Address, type AddressInput, MAX_ADDRESSES } from '@/api/types/member';
import { beijingTime } from '../../clock';
import { regionPath } from '../../data/regions';
import type { Db } from '../../db';
import { requireMobile } from '../../server/accounts';
import { handle, paginate, reject, type Received } from '../../server/handle';
import { numeric, signedIn, text } from '../../server/request';

/* Member service: the member's delivery addresses (one default, at most MAX_ADDRESSES). */

function addressesOf(db: Db, memberId: string): Address[] {
  return db.addresses
    .filter((address) => address.memberId === memberId)
    .sort((a, b) => b.isDefault - a.isDefault || b.updateTime.localeCompare(a.updateTime) || b.id.localeCompare(a.id));
}

function ownAddress(db: Db, memberId: string, id: string): Address {
  const address = db.addresses.find((candidate) => candidate.id === id && candidate.memberId === memberId);
  if (!address) return reject(0, '收货地址不存在', {});
  return address;
}

/** The address fields of a payload merged over `base`, validated, with region names from the region table. */
function addressFields(db: Db, arg: Received<AddressInput>, base?: Address) {
  const receiver = text(arg.receiver) || base?.receiver || '';
  const mobile = text(arg.mobile) || base?.mobile || '';
  const detail = text(arg.detail) || base?.detail || '';
  const ids = {
    provinceId: numeric(arg.provinceId) ?? base?.provinceId ?? 0,
    cityId: numeric(arg.cityId) ?? base?.cityId ?? 0,
    regionId: numeric(arg.regionId) ?? base?.regionId ?? 0,
  };
  if (receiver.length < 2 || receiver.length > 20) reject(0, '请填写收货人姓名（2-20 个字）', {});
  requireMobile(mobile);
  const names = regionPath(db.regions, ids);
  if (!names) return reject(0, '请选择正确的省市区', {});
  if (detail.length < 5) reject(0, '详细地址至少填写 5 个字', {});
  if (detail.length > 100) reject(0, '详细地址不能超过 100 个字', {});
  return { receiver, mobile, detail, ...ids, ...names };
}

function makeDefault(db: Db, memberId: string, id: string): void {
  for (const address of db.addresses) {
    if (address.memberId === memberId) address.isDefault = address.id === id ? 1 : 0;
  }
}

export const addressHandlers = [
  // ---------------------------------------------------------------- addresses
  handle(catalogue.addressPage, (ctx) => paginate(addressesOf(ctx.db, signedIn(ctx.member).memberId).map((address) => ({ ...address })), ctx.arg)),

  handle(catalogue.addressGet, (ctx) => ({ ...ownAddress(ctx.db, signedIn(ctx.member).memberId, text(ctx.arg.id)) })),

  handle(catalogue.addressAdd, (ctx) => {
    const member = signedIn(ctx.member);
    const mine = addressesOf(ctx.db, member.memberId);
    if (mine.length >= MAX_ADDRESSES) reject(0, `最多只能保存 ${MAX_ADDRESSES} 个收货地址`, {});
    const fields = addressFields(ctx.db, ctx.arg);
    ctx.db.addressSeq += 1;
    const now = beijingTime();
    const address: Address = { id: `addr-${ctx.db.addressSeq}`, memberId: member.memberId, ...fields, isDefault: 0, createTime: now, updateTime: now };
    ctx.db.addresses.push(address);
    // the first address is the default one
    if (numeric(ctx.arg.isDefault) === 1 || mine.length === 0) makeDefault(ctx.db, member.memberId, address.id);
    return { id: address.id };
  }),

  handle(catalogue.addressUpdate, (ctx) => {
    const member = signedIn(ctx.member);
    const address = ownAddress(ctx.db, member.memberId, text(ctx.arg.id));
    const fields = addressFields(ctx.db, ctx.arg, address);
    Object.assign(address, fields, { updateTime: beijingTime() });
    const isDefault = numeric(ctx.arg.isDefault);
    if (isDefault === 1) makeDefault(ctx.db, member.memberId, address.id);
    if (isDefault === 0) address.isDefault = 0;
    return { ...address };
  }),

  handle(catalogue.addressDelete, (ctx) => {
    const member = signedIn(ctx.member);
    const address = ownAddress(ctx.db, member.memberId, text(ctx.arg.id));
    ctx.db.addresses = ctx.db.addresses.filter((candidate) => candidate !== address);
    // deleting the default promotes the most recently updated remaining address
    const next = addressesOf(ctx.db, member.memberId)[0];
    if (address.isDefault === 1 && next) makeDefault(ctx.db, member.memberId, next.id);
    return null;
  }),
];
