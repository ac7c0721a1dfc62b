import { baseApi } from './baseApi';
import { catalogue } from './catalogue';
import { mutation } from './endpoints';

/**
 * Settlement service: register / login / retrieve password (bodies RSA-encrypted by the request
 * layer, settlement header object) and the plain send-code call. Its accounts are its own; nothing
 * in the member cache depends on them, so no tags.
 */
export const settlementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    userRegister: mutation(build, catalogue.userRegister),
    userLogin: mutation(build, catalogue.userLogin),
    retrievePassword: mutation(build, catalogue.retrievePassword),
    settlementSendMessage: mutation(build, catalogue.settlementSendMessage),
  }),
});

export const { useUserRegisterMutation, useUserLoginMutation, useRetrievePasswordMutation, useSettlementSendMessageMutation } =
  settlementApi;
