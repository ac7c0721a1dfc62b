import { baseApi, type TagType } from './baseApi';
import { pay } from './catalogue/pay';
import { mutation } from './endpoints';
import type { TagDescription } from '@reduxjs/toolkit/query';

/*
 * Paying for an order (payment service), loaded by the screens that pay (usePayOrder):
 * - payOrder pays from the balance and is settled at once: the order, the lists, the account change;
 * - payOrderV2 (WeChat / Alipay) and wechatPay only prepare the channel's payment: nothing changes
 *   until the channel tells the server, so they invalidate nothing (usePayOrder polls the order);
 * - payReturnOrder refunds an order under after-sale.
 * A refused call invalidates nothing.
 */

type Tag = TagDescription<TagType>;

const orderMoved = (orderId: string): Tag[] => [{ type: 'Order', id: 'LIST' }, { type: 'Order', id: orderId }, { type: 'AfterSale', id: 'LIST' }, 'RedDot'];

export const orderPayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    payOrder: mutation(build, pay.payOrder, {
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : [...orderMoved(orderId), 'Account', 'Income']),
    }),
    payOrderV2: mutation(build, pay.payOrderV2),
    wechatPay: mutation(build, pay.wechatPay),
    payReturnOrder: mutation(build, pay.payReturnOrder, {
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : [...orderMoved(orderId), 'Goods', 'Account', 'Income']),
    }),
  }),
});

export const { usePayOrderMutation, usePayOrderV2Mutation, useWechatPayMutation, usePayReturnOrderMutation } = orderPayApi;
