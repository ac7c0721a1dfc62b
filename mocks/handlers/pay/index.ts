import { accountHandlers } from './account';
import { legionHandlers } from './legion';
import { paymentHandlers } from './payments';
import { pointsHandlers } from './points';
import { proposeHandlers } from './propose';
import { signInHandlers } from './signIn';
import { withdrawHandlers } from './withdraw';
import { fansHandlers } from './fans';

/** The payment service (source `pay`), by sub-domain. */
export const payHandlers = [...paymentHandlers, ...accountHandlers, ...signInHandlers, ...withdrawHandlers, ...legionHandlers, ...proposeHandlers, ...pointsHandlers, ...fansHandlers];
