import { baseApi } from './baseApi';
import { settlement } from './catalogue/settlement';
import { mutation } from './endpoints';

/**
 * Settlement service: register / login / retrieve password (bodies RSA-encrypted by the request
 * layer, settlement header object) and the plain send-code call. Its accounts are its own; nothing
 * in the member cache depends on them, so no tags.
 */
export const settlementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    userRegister: mutation(build, settlement.userRegister),
    userLogin: mutation(build, settlement.userLogin),
    retrievePassword: mutation(build, settlement.retrievePassword),
    settlementSendMessage: mutation(build, settlement.settlementSendMessage),
  }),
});

export const { useUserRegisterMutation, useUserLoginMutation, useRetrievePasswordMutation, useSettlementSendMessageMutation } =
  settlementApi;
