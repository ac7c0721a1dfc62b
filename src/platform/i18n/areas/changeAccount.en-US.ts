import type { Widen } from '../widen';
import type { changeAccountZhCN } from './changeAccount';

/** /mine/changeAccount, the accounts used on this device: en-US, the same keys (checked by the type). */
const changeAccountEnUS: Widen<typeof changeAccountZhCN> = {
  content: 'Switch account',
  listLabel: 'Accounts used on this phone',
  current: 'Current',
  switch: 'Switch',
  switchTo: 'Switch to {name}',
  remove: 'Remove',
  removeOf: 'Remove {name} from this phone',
  switchTitle: 'Switch account',
  switchBody: 'You will be logged out and can log in again as {name} ({mobile}).',
  otherBody: 'You will be logged out and can log in with another account.',
  switchConfirm: 'Log in',
  removeTitle: 'Remove account',
  removeBody: 'Remove {name} ({mobile}) from the accounts on this phone? The account itself stays.',
  removeConfirm: 'Remove',
  cancel: 'Cancel',
  removed: 'Removed',
  onlyOne: 'No other account has been used on this phone yet.',
  noPassword: 'This phone remembers the accounts used on it, never their passwords: enter the password when you switch.',
  other: 'Log in with another account',
};

export default changeAccountEnUS;
