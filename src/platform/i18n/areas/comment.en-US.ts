import type { Widen } from '../widen';
import type { commentZhCN } from './comment';

/** /comment: en-US, the same keys (checked by the type). */
const commentEnUS: Widen<typeof commentZhCN> = {
  intro: 'Your review helps other tea lovers choose',
  rating: 'Rating',
  ratingOf: 'Rating of {name}',
  star: '{count} stars',
  ratingWords: 'Very poor|Poor|Average|Good|Excellent',
  textOf: 'Review of {name}',
  textPlaceholder: 'Aroma, taste, packaging… (at least {min} characters)',
  photosOf: 'Photos of {name}',
  anonymous: 'Post anonymously',
  anonymousHint: 'Your nickname and picture are hidden in the review',
  submit: 'Post review',
  submitting: 'Posting…',
  ratingRequired: 'Please rate the item',
  contentTooShort: 'Write at least {min} characters',
  contentTooLong: 'Keep it within {max} characters',
  fixProblems: 'Fields to fix: {count}',
  submitted: 'Review posted',
  failed: "The review wasn't posted. Please try again",
  networkFailed: "Network problem: the review wasn't posted. Please try again",
  doneTitle: 'All reviewed',
  doneBody: 'Thank you! Your review now shows on the product page',
  viewReviews: 'See the reviews',
  backToOrders: 'Back to my orders',
  notCompletedTitle: 'Reviews open once the order is completed',
  notCompletedBody: 'This order is {status}. Confirm receipt to review its items.',
  viewOrder: 'View order',
  statuses: 'awaiting payment|awaiting shipment|shipped|completed|cancelled|in after-sales|refunded',
};

export default commentEnUS;
