import type { Widen } from '../widen';
import type { mineProfileZhCN } from './mineProfile';

/** The personal area's shared parts: en-US, the same keys (checked by the type). */
const mineProfileEnUS: Widen<typeof mineProfileZhCN> = {
  code: {
    send: 'Get code',
    sending: 'Sending',
    wait: 'Resend in {seconds}s',
    resend: 'Resend',
    sentTo: 'Code sent to {mobile}',
    failed: 'The code could not be sent. Try again later',
  },
  avatar: {
    label: 'Profile photo',
    current: 'Current profile photo',
    picked: 'Chosen photo',
    cropTitle: 'Crop your photo',
    cropArea: 'Crop area',
    cropHint: 'Drag the photo to move it, pinch or use the slider to zoom; with the crop area selected, the arrow keys move it',
    zoom: 'Zoom',
    cancel: 'Cancel',
    use: 'Use photo',
    cropFailed: 'This photo could not be cropped. Try another one',
    saving: 'Saving',
    saved: 'Profile photo updated',
    uploadFailed: 'Photo not uploaded',
    failed: 'The photo could not be saved. Try again',
    networkFailed: 'Network problem: the photo was not uploaded. Try again',
  },
  gender: {
    title: 'Gender',
    '0': 'Prefer not to say',
    '1': 'Male',
    '2': 'Female',
    cancel: 'Cancel',
  },
};

export default mineProfileEnUS;
