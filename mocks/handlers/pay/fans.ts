import { catalogue } from '@/api/catalogue';
import { BUSINESS_MONTH, BUSINESS_TODAY } from '../../clock';
import { handle } from '../../server/handle';
import { signedIn } from '../../server/request';

/** The fans' totals by join date: today, this calendar month, all (on the business clock). */
export const fansHandlers = [
  handle(catalogue.fansSummary, (ctx) => {
    const member = signedIn(ctx.member);
    const mine = ctx.db.payFans.filter((fan) => fan.ownerId === member.memberId);
    return {
      today: mine.filter((fan) => fan.joinDate.startsWith(BUSINESS_TODAY)).length,
      thisMonth: mine.filter((fan) => fan.joinDate.startsWith(BUSINESS_MONTH)).length,
      total: mine.length,
    };
  }),
];
