import { registerArea } from '../registry';

/** /logistics: zh-CN source strings. */
export const logisticsZhCN = {
  carrier: '承运公司',
  trackingNo: '运单编号',
  copy: '复制',
  copyTrackingNo: '复制运单编号',
  copied: '已复制',
  copyFailed: '复制失败，请长按选择',
  timeline: '物流轨迹',
  notShippedTitle: '订单还未发货',
  notShippedBody: '商家发货后，这里会显示物流信息',
  noTracesTitle: '暂无物流轨迹',
  noTracesBody: '包裹已发出，物流信息稍后更新',
};

registerArea('logistics', logisticsZhCN);

declare module '../registry' {
  interface AreaMessages {
    logistics: typeof logisticsZhCN;
  }
}
