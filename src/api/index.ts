/**
 * The request layer's public surface: every domain API (importing this injects all endpoints
 * into `baseApi`), the error type screens render, and the catalogue.
 */
export { baseApi } from './baseApi';
export { catalogue, allCalls, type CallSpec, type CallName } from './catalogue';
export { isApiError, type ApiError } from './errors';
export * from './addressApi';
export * from './cartApi';
export * from './commonApi';
export * from './goodsApi';
export * from './homeApi';
export * from './lotteryApi';
export * from './mallApi';
export * from './authApi';
export * from './memberApi';
export * from './orderApi';
export * from './orderLifeApi';
export * from './orderPayApi';
export * from './payApi';
export * from './regionApi';
export * from './serviceApi';
export * from './settlementApi';
export * from './shopApi';
export * from './contractApi';
export * from './openShopApi';
export * from './fansApi';
