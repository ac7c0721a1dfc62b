import type { Widen } from '../widen';
import type { setZhCN } from './set';

/** /mine/set, the settings list: en-US, the same keys (checked by the type). */
const setEnUS: Widen<typeof setZhCN> = {
  content: 'Settings',
  groups: {
    account: 'Account and security',
    app: 'General',
    session: 'Accounts',
  },
  rows: {
    profile: 'Profile',
    addresses: 'Delivery addresses',
    password: 'Passwords',
    contract: 'My contract',
    newFunction: "What's new",
    clearCache: 'Clear cache',
    agreement: 'User agreement',
    privacy: 'Privacy policy',
    about: 'About Tea Mall',
    changeAccount: 'Switch account',
    logout: 'Log out',
    cancelAccount: 'Delete account',
  },
  about: {
    title: 'About Tea Mall',
    body: 'Tea Mall brings you tea straight from where it grows, in-store service at tea houses and tea rooms, and member points and offers.',
    confirm: 'OK',
  },
  cache: {
    title: 'Clear cache',
    body: 'This clears what is saved on this phone below. Your account, orders and addresses stay.',
    parts: {
      searchHistory: 'Search history',
      drafts: 'Unsent form entries',
      launchData: 'Page and picture cache',
      regions: 'Region data',
    },
    confirm: 'Clear',
    cancel: 'Cancel',
    cleared: '{size} of cache cleared',
    nothing: 'No cache',
    failed: 'The cache could not be cleared. Please try again later.',
  },
  cancel: {
    firstTitle: 'Delete account',
    firstBody: 'Once deleted, the orders, balance, points, coupons and income of this account are gone for good, and the account cannot be restored.',
    firstConfirm: 'Continue',
    secondTitle: 'Are you sure?',
    secondBody: 'You will no longer be able to log in to Tea Mall with {mobile}. Delete the account?',
    secondConfirm: 'Delete',
    keep: 'Keep it',
    sheetTitle: 'Verify it is you',
    sentTo: 'A code will be sent to {mobile}',
    sentNow: 'Code sent to {mobile}, valid for {minutes} min',
    code: 'Code',
    codePlaceholder: 'Enter the 6-digit code',
    sendCode: 'Get code',
    resend: 'Resend in {seconds}s',
    sending: 'Sending',
    codeSent: 'Code sent',
    submit: 'Confirm deletion',
    submitting: 'Deleting',
    done: 'Your account has been deleted',
    failed: 'The account could not be deleted. Please try again later.',
    sendFailed: 'The code could not be sent. Please try again later.',
    close: 'Close',
  },
};

export default setEnUS;
