import { accountChangeHandlers } from './accountChanges';
import { addressHandlers } from './address';
import { authHandlers } from './auth';
import { couponHandlers } from './coupon';
import { favouriteHandlers } from './favourite';
import { messageHandlers } from './messages';
import { profileHandlers } from './profile';
import { settingsHandlers } from './settings';
import { upgradeHandlers } from './upgrade';

/** Buyer-service auth and red dots (`memberAuth`) and the member service (`member`), by sub-domain. */
export const memberHandlers = [
  ...authHandlers,
  ...messageHandlers,
  ...profileHandlers,
  ...addressHandlers,
  ...couponHandlers,
  ...favouriteHandlers,
  ...settingsHandlers,
  ...accountChangeHandlers,
  ...upgradeHandlers,
];
