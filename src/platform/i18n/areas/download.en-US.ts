import type { Widen } from '../widen';
import type { downloadZhCN } from './download';

/** /share/download: en-US, the same keys (checked by the type). */
const downloadEnUS: Widen<typeof downloadZhCN> = {
  content: 'Get the Tea Mall app',
  appName: 'Tea Mall',
  slogan: 'Fine tea, delivered to your door',
  invitedBy: '{nickname} invited you to Tea Mall',
  inviteCode: 'Invite code {code}',
  inviterLoading: 'Looking up who invited you',
  ios: 'Download on the App Store',
  android: 'Download for Android',
  yourPhone: 'For your phone',
  wechat: 'Downloads do not work inside WeChat. Tap the ... menu at the top right and open the page in your browser',
  register: 'Sign up on the web first',
  features: {
    fresh: 'Straight from the tea gardens, new harvests first',
    coupon: 'A welcome coupon when you sign up',
    service: 'Your own tea adviser and easy after-sales',
  },
};

export default downloadEnUS;
