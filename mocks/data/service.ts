import type { ServiceCentre } from '@/api/types/service';
import { propertyConfigs } from './member';

/** The hotline is the `customerService` property config's, so the two calls never disagree. */
const hotline = propertyConfigs.find((config) => config.type === 'customerService')?.configValue ?? '400-800-2026';

/** The service centre as the member service answers it: hotline, staffed hours, common questions. */
export const serviceCentre: ServiceCentre = {
  phone: hotline,
  hours: [
    { days: 'workdays', open: '09:00', close: '21:00' },
    { days: 'weekends', open: '10:00', close: '18:00' },
  ],
  questions: [
    {
      questionId: 'q-101',
      question: '下单后多久发货？',
      answer: '现货茶品在付款后 48 小时内发货，预售茶品以商品详情页标注的发货时间为准。发货后可在订单详情查看物流。',
    },
    {
      questionId: 'q-102',
      question: '茶叶收到后不满意可以退吗？',
      answer: '未拆封的茶品签收后 7 天内可申请退货退款；已拆封的茶品如有受潮、霉变等质量问题，请在“我的订单”申请售后并上传照片，客服会在 24 小时内处理。',
    },
    {
      questionId: 'q-103',
      question: '如何开具发票？',
      answer: '订单完成后，在订单详情联系客服并提供抬头与税号，电子发票将在 3 个工作日内发送到您的邮箱。',
    },
    {
      questionId: 'q-104',
      question: '积分和优惠券怎么使用？',
      answer: '结算时可选择可用的优惠券，积分可在积分大厅兑换茶礼。优惠券不可叠加使用，过期后自动失效。',
    },
    {
      questionId: 'q-105',
      question: '如何成为茶室或茶馆代理？',
      answer: '在“我的”页点击“申请入驻”，填写门店信息并缴纳入驻费用，审核通过后即可开通代理权益。',
    },
  ],
};
