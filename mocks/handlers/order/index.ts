import { activityHandlers } from './activity';
import { afterSaleHandlers } from './afterSale';
import { createHandlers } from './create';
import { deliveryHandlers } from './delivery';
import { listHandlers } from './lists';
import { settleHandlers } from './settle';
import { statusHandlers } from './status';

/** The order service (buyer-side `order` endpoints), by sub-domain. */
export const orderHandlers = [...listHandlers, ...statusHandlers, ...createHandlers, ...deliveryHandlers, ...afterSaleHandlers, ...settleHandlers, ...activityHandlers];
