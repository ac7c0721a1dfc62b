/**
 * What a member may be to the business. A member holds a set of these (`UserInfo.roles`): every
 * member is a buyer, and an agent, shop owner, partner or legion agent is one too.
 * - `buyer`: a member who buys (every member);
 * - `teaRoomAgent` / `teaHouseAgent`: a franchisee of a tea room (茶室) or a tea house (茶馆);
 * - `shopOwner`: runs a shop of the same-city list (店主);
 * - `partner`: shares the partner bonus (合伙人);
 * - `distributionSeller`: a seller the mall hands distribution orders to (/sendOrder);
 * - `legionAgent`: leads a business legion (事业军团);
 * - `settlementUser`: has an account on the settlement service.
 */
export type MemberRole =
  | 'buyer'
  | 'teaRoomAgent'
  | 'teaHouseAgent'
  | 'shopOwner'
  | 'partner'
  | 'distributionSeller'
  | 'legionAgent'
  | 'settlementUser';

/** The one-word kind the login answer has always carried: `agent` for a tea-room or tea-house franchisee. */
export type MemberKind = 'buyer' | 'agent';

/**
 * The signed-in member as the login answer gives it and the app keeps it: in the session state
 * (src/state/session.ts) and in storage across launches (`userInfo`, src/platform/storedKeys.ts).
 * Only `memberId` is sure to be there; the server may add fields of its own.
 */
export interface UserInfo {
  memberId: string;
  nickname?: string;
  mobile?: string;
  avatar?: string;
  /** buyer | agent: the member's kind (read the roles with `rolesOf`, src/lib/roles.ts) */
  role?: string;
  /**
   * every role the member holds; an answer kept from before roles were sent has none. Read it with
   * `rolesOf` (src/lib/roles.ts), which checks what storage or the server gave (the stored shape
   * check leaves it alone: it costs the launch bytes and `rolesOf` does it anyway)
   */
  roles?: readonly MemberRole[];
  [key: string]: unknown;
}
