/** Notices for the home page's scrolling news (fixed dates: the mock clock is 2026-11-20 10:00 +08:00). */
export interface NoticeRecord {
  id: string;
  title: string;
  createTime: string;
}

export const notices: NoticeRecord[] = [
  { id: 'n-1001', title: '冬季暖茶节开幕：普洱熟茶全场满 299 减 50', createTime: '2026-11-20 09:30:00' },
  { id: 'n-1002', title: '武夷岩茶大红袍新品到店，会员享 9 折', createTime: '2026-11-19 18:00:00' },
  { id: 'n-1003', title: '安溪铁观音秋茶已上架，限量 500 份', createTime: '2026-11-18 10:15:00' },
  { id: 'n-1004', title: '同城门店自提订单周末免配送费', createTime: '2026-11-16 08:45:00' },
];
