/**
 * Settlement service: its own user table. Register / login / retrieve-password bodies travel
 * RSA-encrypted (the request layer does it); keep them short (2048-bit key: 245 bytes of JSON).
 */
export type SettlementMessageType = 'register' | 'retrievePassword';

export type SettlementSendMessageArg = { mobile: string; type: SettlementMessageType };
export type SettlementSendMessageResult = { mobile: string; expireSeconds: number };

export type SettlementRegisterArg = { mobile: string; code: string; password: string };
export type SettlementRegisterResult = { userId: string };

export type SettlementLoginArg = { mobile: string; password: string };
export interface SettlementLoginResult {
  userId: string;
  mobile: string;
  /** the settlement service's own access token */
  accessToken: string;
}

export type RetrievePasswordArg = { mobile: string; code: string; password: string };
