import { notices, type NoticeRecord } from '../data/notices';

export interface NoticesTables {
  notices: NoticeRecord[];
}

export function seedNotices(): NoticesTables {
  return { notices: notices.map((notice) => ({ ...notice })) };
}
