import { catalogue } from '@/api/catalogue';
import { regionTree } from '../data/regions';
import { handle } from '../server/handle';

/** The startup region query: provinces -> cities -> districts open for business. */
export const regionHandlers = [handle(catalogue.queryCityArea, ({ db }) => regionTree(db.regions, false))];
