import type { Widen } from '../widen';
import type { setMobileZhCN } from './setMobile';

/** /mine/setMobile: en-US, the same keys (checked by the type). */
const setMobileEnUS: Widen<typeof setMobileZhCN> = {
  steps: 'Steps to change your mobile',
  stepVerify: 'Verify current',
  stepNew: 'Add new',
  verifyForm: 'Verify your current mobile',
  newForm: 'Your new mobile',
  current: 'Current mobile',
  verifyNote: 'To keep your account safe, first verify your current mobile',
  code: 'Code',
  codePlaceholder: '6-digit code',
  codeInvalid: 'Enter the 6-digit code',
  newMobile: 'New mobile',
  newMobilePlaceholder: '11-digit mobile number',
  mobileRequired: 'Enter your new mobile number',
  mobileInvalid: 'Enter a valid 11-digit mobile number',
  next: 'Next',
  checking: 'Checking',
  save: 'Change mobile',
  saving: 'Changing',
  done: 'Mobile number changed',
  failed: 'Something went wrong. Try again',
};

export default setMobileEnUS;
