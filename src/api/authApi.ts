import { baseApi } from './baseApi';
import { memberAuth } from './catalogue/member';
import { mutation } from './endpoints';

/** Everything that belongs to one member: refreshed after a login. */
const memberScoped = ['Member', 'RedDot', 'Message', 'Address', 'Coupon', 'Favourite', 'FavouriteCount', 'Apply', 'Contract'] as const;

/**
 * Signing in: the buyer service's register, login, SMS code and password reset (no token). Apart
 * from memberApi.ts so the login page, which every guest opening a login-only route loads, does not
 * carry the member service's fifty other endpoints and their catalogue.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: mutation(build, memberAuth.register),
    login: mutation(build, memberAuth.login, { invalidatesTags: [...memberScoped] }),
    sendMessage: mutation(build, memberAuth.sendMessage),
    resetPassword: mutation(build, memberAuth.resetPassword),
  }),
});

export const { useRegisterMutation, useLoginMutation, useSendMessageMutation, useResetPasswordMutation } = authApi;
