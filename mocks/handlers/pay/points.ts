import { catalogue } from '@/api/catalogue';
import { payAccountOf } from '../../db/pay';
import { handle } from '../../server/handle';
import { signedIn } from '../../server/request';

/* Payment service: the member's points and unexchanged sign-in coins (the mine page's assets row). */

export const pointsHandlers = [
  handle(catalogue.accountPoints, (ctx) => {
    const { memberId } = signedIn(ctx.member);
    const account = payAccountOf(ctx.db, memberId);
    return { memberId, points: account.points, signCoins: account.signCoins };
  }),
];
