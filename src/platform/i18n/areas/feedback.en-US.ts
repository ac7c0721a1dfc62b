import type { Widen } from '../widen';
import type { feedbackZhCN } from './feedback';

/** /mine/feedback: en-US, the same keys (checked by the type). */
const feedbackEnUS: Widen<typeof feedbackZhCN> = {
  form: 'Feedback',
  intro: 'We read every suggestion. Thank you for helping us make Tea Mall better',
  fields: {
    type: 'Topic',
    content: 'Your feedback',
    photos: 'Photos (optional)',
    contact: 'Contact (optional)',
  },
  types: {
    bug: 'Something broken',
    idea: 'Suggestion',
    goods: 'A product',
    service: 'Service',
    other: 'Other',
  },
  contentPlaceholder: 'Tell us what happened or what you would like, at least {min} characters',
  contactPlaceholder: 'Mobile or WeChat ID, so we can reply',
  required: {
    type: 'Choose a topic',
  },
  contentTooShort: 'Write at least {min} characters',
  contentTooLong: 'Feedback can be at most {max} characters',
  contactInvalid: 'Enter a valid mobile number or WeChat ID',
  submit: 'Send feedback',
  submitting: 'Sending',
  done: 'Sent',
  failed: 'Could not send. Try again',
  networkFailed: 'No connection: your feedback was not sent. Try again',
  thanksTitle: 'Thanks for your feedback',
  thanksBody: 'We will look into it within 3 working days and reply through the contact you left, if needed',
  backToMine: 'Back to My account',
};

export default feedbackEnUS;
