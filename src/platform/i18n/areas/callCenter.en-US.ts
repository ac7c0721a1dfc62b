import type { Widen } from '../widen';
import type { callCenterZhCN } from './callCenter';

/** /callCenter: en-US, the same keys (checked by the type). */
const callCenterEnUS: Widen<typeof callCenterZhCN> = {
  content: 'Customer service',
  intro: 'Find quick answers below. For anything else, chat with us or call the hotline',
  questions: 'Common questions',
  contact: 'Contact us',
  chat: 'Chat with us',
  chatHint: 'We usually reply within a minute during service hours',
  phone: 'Hotline',
  callPhone: 'Call the hotline {phone}',
  hours: 'Service hours',
  days: {
    workdays: 'Mon–Fri',
    weekends: 'Sat–Sun',
    everyday: 'Every day',
  },
  hoursLine: '{days} {open}–{close}',
};

export default callCenterEnUS;
