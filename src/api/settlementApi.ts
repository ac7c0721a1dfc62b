import { baseApi } from './baseApi';
import { callQuery } from './callQuery';
import { catalogue } from './catalogue';
import type {
  RetrievePasswordArg,
  SettlementLoginArg,
  SettlementLoginResult,
  SettlementRegisterArg,
  SettlementRegisterResult,
  SettlementSendMessageArg,
  SettlementSendMessageResult,
} from './types/settlement';

/**
 * Settlement service: register / login / retrieve password (bodies RSA-encrypted by the request
 * layer, settlement header object) and the plain send-code call. Its accounts are its own; nothing
 * in the member cache depends on them, so no tags.
 */
export const settlementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    userRegister: build.mutation<SettlementRegisterResult, SettlementRegisterArg>({
      query: callQuery<SettlementRegisterArg>(catalogue.userRegister),
    }),
    userLogin: build.mutation<SettlementLoginResult, SettlementLoginArg>({
      query: callQuery<SettlementLoginArg>(catalogue.userLogin),
    }),
    retrievePassword: build.mutation<null, RetrievePasswordArg>({
      query: callQuery<RetrievePasswordArg>(catalogue.retrievePassword),
    }),
    settlementSendMessage: build.mutation<SettlementSendMessageResult, SettlementSendMessageArg>({
      query: callQuery<SettlementSendMessageArg>(catalogue.settlementSendMessage),
    }),
  }),
});

export const { useUserRegisterMutation, useUserLoginMutation, useRetrievePasswordMutation, useSettlementSendMessageMutation } =
  settlementApi;
