/** Test ids of the mine page, for its stories and the e2e suite. */
export const mineTestIds = {
  content: 'mine-content',
  header: 'mine-header',
  inviteCode: 'mine-invite-code',
  orders: 'mine-orders',
  /** one order status button: `${orderDot}-unpaid` ... */
  orderDot: 'mine-order',
  assets: 'mine-assets',
  /** one asset: `${asset}-balance` ... */
  asset: 'mine-asset',
  /** one entry grid: `${group}-agent` ... */
  group: 'mine-group',
  /** the card's bell, opening the notifications, and its unread dot */
  messages: 'mine-messages',
  messagesDot: 'mine-messages-dot',
} as const;
