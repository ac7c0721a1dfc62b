import { catalogue } from '@/api/catalogue';
import { handle } from '../server/handle';

export const homeHandlers = [handle(catalogue.hotNews, ({ db }) => db.notices)];
