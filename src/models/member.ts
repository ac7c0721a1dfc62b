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
  /** buyer | agent | ...: the member's role */
  role?: string;
  [key: string]: unknown;
}
