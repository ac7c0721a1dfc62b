import type { CartAddArg, CartAddResult, CartAddressPageArg, CartDeleteArg, CartDeleteResult, CartLine, CartUpdateArg, CartUpdateResult } from '../types/cart';
import type { PageResult } from '../types/common';
import type { Address } from '../types/member';
import { call, domain } from './define';

/** Buyer service, cart (paths assumed: the backend documents the calls by purpose only). */
export const cart = /* @__PURE__ */ domain('cart', { assumed: true }, {
  cartList: call<void, CartLine[]>('/teamall-buyer/client/cart/list', { list: true }),
  cartUpdate: call<CartUpdateArg, CartUpdateResult>('/teamall-buyer/client/cart/update'),
  cartDelete: call<CartDeleteArg, CartDeleteResult>('/teamall-buyer/client/cart/delete'),
  cartAdd: call<CartAddArg, CartAddResult>('/teamall-buyer/client/cart/add'),
  cartAddressPage: call<CartAddressPageArg | void, PageResult<Address>>('/teamall-buyer/client/cart/addressPage'),
});
