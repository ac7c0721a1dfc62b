import type { Widen } from '../widen';
import type { invitationZhCN } from './invitation';

/** /share/invitation: en-US, the same keys (checked by the type). */
const invitationEnUS: Widen<typeof invitationZhCN> = {
  content: 'Invitation poster',
  intro: 'Share the poster or link: friends who sign up become your fans',
  posterAlt: 'Invitation poster of {nickname}, invite code {code}',
  posterDrawing: 'Creating your poster…',
  posterFailed: 'The poster could not be created',
  redraw: 'Try again',
  longPress: 'Press and hold the poster to save it',
  poster: {
    headline: 'Come and enjoy good tea with me',
    codeLine: 'Invite code {code}',
    copy: 'Scan to get Tea Mall and a welcome coupon',
    scanHint: 'Press and hold to scan',
  },
  save: 'Save poster',
  savedAlbum: 'Saved to your photos',
  savedDownload: 'Poster downloaded',
  copyLink: 'Copy link',
  linkCopied: 'Invitation link copied',
  copyFailed: 'Could not copy. Press and hold the link to copy it',
  link: 'Invitation link',
  command: {
    title: 'Share code',
    hint: 'Send this code to a friend; opening Tea Mall signs them up with you',
    generate: 'Get a share code',
    generating: 'Getting code',
    copy: 'Copy code',
    copied: 'Share code copied',
    failed: 'Could not get a share code. Try again',
  },
  paste: {
    title: 'Got a code from a friend?',
    action: 'Read code',
    reading: 'Reading',
    none: 'No Tea Mall code on the clipboard',
    unreadable: 'Could not read the clipboard. Allow pasting and try again',
    refused: 'This code leads outside Tea Mall and cannot be opened',
    failed: 'Could not read the code. Try again',
  },
  guestTitle: 'Log in to invite friends',
  guestBody: 'Log in to get your own invitation poster',
  goLogin: 'Log in',
  noCode: 'No invite code yet',
};

export default invitationEnUS;
