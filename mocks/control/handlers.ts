import { http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db';
import { EXPIRE_SESSIONS_PATH, type ExpireSessionsResult } from './api';

/**
 * Control calls of the embedded backend, registered by the browser worker only (mock-mode builds
 * and `npm start`; a production build has no mock code at all). They change the server's state the
 * way the real server would on its own, so end-to-end tests can reach states a user cannot cause
 * from the page:
 *
 * - `POST /__mock/sessions/expire` with an optional JSON body `{ "mobile": "138..." }`: the server
 *   forgets every session (or that member's). The stored sid stays in the app untouched; the next
 *   call that needs the member token answers 10001, exactly as a session that timed out on the server.
 */
export const controlHandlers: HttpHandler[] = [
  http.post(EXPIRE_SESSIONS_PATH, async ({ request }) => {
    const text = await request.text();
    let mobile: string | undefined;
    try {
      const body: unknown = text ? JSON.parse(text) : {};
      const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).mobile : undefined;
      mobile = typeof value === 'string' && value ? value : undefined;
    } catch {
      return HttpResponse.json({ message: 'body must be JSON' }, { status: 400 });
    }
    const memberId = mobile ? db.members.find((member) => member.mobile === mobile)?.memberId : undefined;
    if (mobile && !memberId) return HttpResponse.json({ message: `no member with mobile ${mobile}` }, { status: 404 });

    let expired = 0;
    for (const [sid, owner] of [...db.sessions]) {
      if (memberId && owner !== memberId) continue;
      db.sessions.delete(sid);
      expired += 1;
    }
    const result: ExpireSessionsResult = { expired };
    return HttpResponse.json(result);
  }),
];
