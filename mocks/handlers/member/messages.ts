import { catalogue } from '@/api/catalogue';
import type { AgentApplyRecord, MessageNotification, OrderTip } from '@/api/types/member';
import { beijingTime } from '../../clock';
import { regionTree } from '../../data/regions';
import type { Db } from '../../db';
import { handle, paginate, reject } from '../../server/handle';
import { numeric, signedIn, text } from '../../server/request';

/* Red dots and message notifications, agent application records, the member-service region tree. */

const byCreateTimeDesc = <T extends { createTime: string; id: string }>(a: T, b: T) =>
  b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id);

function visibleMessages(db: Db, memberId: string): MessageNotification[] {
  return db.messages.filter((message) => message.memberId === memberId && message.deleteFlag === 0);
}

function orderTip(db: Db, memberId: string): OrderTip {
  const statusCounts: Record<string, number> = {};
  const orders = db.orders.filter((order) => order.memberId === memberId && order.deleteFlag === 0);
  for (const order of orders) statusCounts[String(order.status)] = (statusCounts[String(order.status)] ?? 0) + 1;
  const unread = visibleMessages(db, memberId).filter((message) => message.readFlag === 0);
  const unreadOf = (type: number) => unread.filter((message) => message.type === type).length;
  return {
    statusCounts,
    orderTotal: orders.length,
    unreadMessageCount: unread.length,
    unreadCountByType: { '0': unreadOf(0), '1': unreadOf(1), '2': unreadOf(2) },
  };
}

export const messageHandlers = [
  handle(catalogue.orderTip, (ctx) => orderTip(ctx.db, signedIn(ctx.member).memberId)),

  handle(catalogue.readAllMessageNotification, (ctx) => {
    const unread = visibleMessages(ctx.db, signedIn(ctx.member).memberId).filter((message) => message.readFlag === 0);
    const now = beijingTime();
    for (const message of unread) {
      message.readFlag = 1;
      message.updateTime = now;
    }
    return { readCount: unread.length };
  }),

  // ---------------------------------------------------------------- notifications, applications, regions
  handle(catalogue.messageNotificationPage, (ctx) => {
    const member = signedIn(ctx.member);
    const { arg } = ctx;
    const memberId = text(arg.memberId);
    if (memberId && memberId !== member.memberId) reject(0, '无权查看其他会员的消息', {});
    const readFlag = numeric(arg.readFlag);
    const type = numeric(arg.type);
    const rows = visibleMessages(ctx.db, member.memberId)
      .filter((message) => (readFlag === undefined || message.readFlag === readFlag) && (type === undefined || message.type === type))
      .sort(byCreateTimeDesc)
      .map((message) => ({ ...message }));
    // the notification page size is 20 (a product constant)
    return paginate(rows, { ...arg, pageSize: arg.pageSize ?? 20 });
  }),

  handle(catalogue.updateMessageNotification, (ctx) => {
    const member = signedIn(ctx.member);
    const id = text(ctx.arg.id);
    const message = ctx.db.messages.find((candidate) => candidate.id === id && candidate.memberId === member.memberId && candidate.deleteFlag === 0);
    if (!message) return reject(0, '消息不存在或已删除', {});
    const readFlag = numeric(ctx.arg.readFlag);
    const deleteFlag = numeric(ctx.arg.deleteFlag);
    if (readFlag === 0 || readFlag === 1) message.readFlag = readFlag;
    if (deleteFlag === 0 || deleteFlag === 1) message.deleteFlag = deleteFlag;
    message.updateTime = beijingTime();
    return { ...message };
  }),

  handle(catalogue.agentApplyRecords, (ctx): AgentApplyRecord[] => {
    const member = signedIn(ctx.member);
    return ctx.db.applications
      .filter((application) => application.memberId === member.memberId)
      .sort((a, b) => b.createTime.localeCompare(a.createTime))
      .map((application) => ({
        applyId: application.applyId,
        applyType: application.applyType,
        regionName: `${application.provinceName}${application.cityName}${application.regionName}`,
        shopAddress: application.shopAddress,
        fee: application.fee,
        status: application.status,
        statusText: application.statusText,
        createTime: application.createTime,
        expireTime: application.expireTime,
      }));
  }),

  handle(catalogue.regionList, ({ db, arg }) => regionTree(db.regions, false, numeric(arg.parentId) ?? 0)),
];
