import type { Widen } from '../widen';
import type { autographZhCN } from './autograph';

/** The signature pad (/contractSigning/autograph): en-US, the same keys (checked by the type). */
const autographEnUS: Widen<typeof autographZhCN> = {
  pad: 'Signature area',
  landscape: 'Turn your phone sideways for more room to sign.',
  placeholder: 'Sign here',
  undo: 'Undo',
  clear: 'Clear',
  submit: 'Sign contract',
  retry: 'Try again',
  uploading: 'Uploading {percent}%',
  submitting: 'Signing',
  done: 'Contract signed',
  failed: 'The contract was not signed. Please try again.',
  empty: 'Please sign in the signature area first.',
  tooShort: 'That signature is too short. Please write your full name.',
  signedTitle: 'Contract signed',
  signedBody: 'You have already signed this contract.',
  viewContract: 'View contract',
};

export default autographEnUS;
