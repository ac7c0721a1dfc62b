import { registerArea } from '../registry';

/** /messageNotice, the notifications: zh-CN source strings. */
export const messageNoticeZhCN = {
  tab: {
    all: '全部',
    '0': '系统通知',
    '1': '订单通知',
    '2': '发货通知',
  },
  type: {
    '0': '系统通知',
    '1': '订单已提交',
    '2': '订单已发货',
  },
  unread: '未读',
  unreadCount: '{count} 条未读',
  noneUnread: '没有未读消息',
  readAll: '全部已读',
  readAllDone: '已全部标为已读',
  markRead: '标为已读',
  delete: '删除',
  keep: '保留',
  deleteTitle: '删除这条消息？',
  deleteBody: '删除后将不再显示。',
  deleted: '已删除',
  failedRetry: '操作没有成功，请稍后重试',
  emptyTitle: '暂无消息',
  emptyBody: '订单和活动的通知会显示在这里',
};

registerArea('messageNotice', messageNoticeZhCN);

declare module '../registry' {
  interface AreaMessages {
    messageNotice: typeof messageNoticeZhCN;
  }
}
