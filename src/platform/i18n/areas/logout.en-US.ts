import type { Widen } from '../widen';
import type { logoutZhCN } from './logout';

/** /mine/logout, signing out: en-US, the same keys (checked by the type). */
const logoutEnUS: Widen<typeof logoutZhCN> = {
  content: 'Signed-in account',
  note: 'After you log out, this phone no longer keeps you signed in; log in again to continue. Your orders, assets and addresses stay as they are.',
  submit: 'Log out',
  leaving: 'Logging out',
  switch: 'Switch to another account',
  confirmTitle: 'Log out',
  confirmBody: 'Log out of this account?',
  confirm: 'Log out',
  cancel: 'Cancel',
  done: 'You have logged out',
};

export default logoutEnUS;
