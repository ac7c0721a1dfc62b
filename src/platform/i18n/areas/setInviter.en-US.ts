import type { Widen } from '../widen';
import type { setInviterZhCN } from './setInviter';

/** /mine/setInviter: en-US, the same keys (checked by the type). */
const setInviterEnUS: Widen<typeof setInviterZhCN> = {
  form: 'Find your inviter',
  by: 'Find by',
  byUsername: 'Username',
  byNickname: 'Nickname',
  username: 'Username',
  usernamePlaceholder: 'Mobile or code',
  nickname: 'Nickname',
  nicknamePlaceholder: 'Their nickname',
  usernameRequired: "Enter your inviter's mobile or invite code",
  nicknameRequired: "Enter your inviter's nickname",
  search: 'Find',
  searching: 'Finding',
  hint: 'Add the person who invited you. This cannot be changed later',
  found: 'Member found',
  mobile: 'Mobile {mobile}',
  inviteCode: 'Invite code {code}',
  notYourself: 'You cannot be your own inviter',
  lookupFailed: 'The search failed. Try again',
  bind: 'Make my inviter',
  binding: 'Saving',
  confirmTitle: 'Confirm your inviter',
  confirmBody: 'Make "{nickname}" your inviter? This cannot be changed later.',
  confirm: 'Confirm',
  cancel: 'Not now',
  done: 'Inviter added',
  failed: 'Could not add the inviter. Try again',
  yourInviter: 'Your inviter',
  unknown: 'Member',
  locked: 'Your inviter is set and cannot be changed',
};

export default setInviterEnUS;
