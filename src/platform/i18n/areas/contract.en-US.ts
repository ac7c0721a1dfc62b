import type { Widen } from '../widen';
import type { contractZhCN } from './contract';

/** The member's contract (/contractSigning/index and /mine/set/contract): en-US, the same keys (checked by the type). */
const contractEnUS: Widen<typeof contractZhCN> = {
  content: 'Contract',
  number: 'Contract no. {no}',
  unsigned: 'To sign',
  signed: 'Signed',
  parties: 'Parties',
  partyA: 'Party A',
  partyB: 'Party B',
  body: 'Terms',
  bodyEmpty: 'The terms are not ready yet. Please check back later.',
  signature: "Party B's signature",
  signatureAlt: "{name}'s handwritten signature",
  signedAt: 'Signed on {time}',
  timeFormat: 'MMM D, YYYY HH:mm',
  signHint: 'Read the terms, then sign by hand to accept them.',
  sign: 'Sign now',
  emptyTitle: 'No contract yet',
  emptyBody: 'Your franchise contract will appear here once you become a tea-room or tea-house agent.',
};

export default contractEnUS;
