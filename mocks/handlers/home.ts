import { http } from 'msw';
import { catalogue } from '@/api/catalogue';
import { notices } from '../data/notices';
import { anyOrigin, ok } from '../envelope';

export const homeHandlers = [http.post(anyOrigin(catalogue.hotNews.path), () => ok(notices))];
