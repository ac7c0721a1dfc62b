import type { Widen } from '../widen';
import type { setUserZhCN } from './setUser';

/** /mine/setUser: en-US, the same keys (checked by the type). */
const setUserEnUS: Widen<typeof setUserZhCN> = {
  content: 'Profile',
  nickname: 'Nickname',
  gender: 'Gender',
  birthday: 'Birthday',
  birthdayTitle: 'Choose your birthday',
  signature: 'Bio',
  mobile: 'Mobile',
  inviter: 'Inviter',
  notSet: 'Not set',
  noSignature: 'Say something about yourself',
  confirm: 'OK',
  cancel: 'Cancel',
  saved: 'Saved',
  saving: 'Saving',
  failed: 'Could not save. Try again',
};

export default setUserEnUS;
