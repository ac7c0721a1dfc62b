import { http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db';
import {
  AGREE_REFUND_PATH,
  DEFAULT_OFFLINE_MESSAGE,
  EXPIRE_SESSIONS_PATH,
  OFFLINE_SESSIONS_PATH,
  SHIP_ORDER_PATH,
  type AgreeRefundResult,
  type ExpireSessionsResult,
  type OfflineSessionsResult,
  type ShipOrderResult,
} from './api';
import { agreeMallRefund, ControlRefusal, shipOrder } from './orders';

/**
 * Control calls of the embedded backend, registered by the browser worker only (mock-mode builds
 * and `npm start`; a production build has no mock code at all). They change the server's state the
 * way the real server would on its own, so end-to-end tests (and a person trying the app) can reach
 * states a user cannot cause from the page:
 *
 * - `POST /__mock/sessions/expire` with an optional JSON body `{ "mobile": "138..." }`: the server
 *   forgets every session (or that member's). The stored sid stays in the app untouched; the next
 *   call that needs the member token answers 10001, exactly as a session that timed out on the server.
 * - `POST /__mock/sessions/offline` with an optional JSON body `{ "mobile": "138...", "message": "..." }`:
 *   the server forces every session (or that member's) offline, as when the account logs in on
 *   another device. Their member calls answer 601 with the message (您的账号已在其他设备登录，请重新登录
 *   by default) until the member logs in again, which makes a new session.
 * - `POST /__mock/orders/ship` with a JSON body `{ "orderId": "o-3001" }` (or `orderNo`, or `mobile`
 *   for that buyer's newest 待发货 order; optional `company`): the mall ships the order with a
 *   tracking timeline (待收货, logistics, a 已发货 message), as its warehouse would.
 * - `POST /__mock/orders/agree-refund` with `{ "orderId": ... }`: the mall's service desk agrees the
 *   refund of one of its own orders (a tea house agrees its own in /sendOrder).
 */

type Target = { sids: string[] } | { error: Response };

/** The sessions a control call targets: every one, or those of the member whose mobile the body names. */
function targetSessions(body: Record<string, unknown>): Target {
  const mobile = typeof body.mobile === 'string' && body.mobile ? body.mobile : undefined;
  const memberId = mobile ? db.members.find((member) => member.mobile === mobile)?.memberId : undefined;
  if (mobile && !memberId) return { error: HttpResponse.json({ message: `no member with mobile ${mobile}` }, { status: 404 }) };
  return { sids: [...db.sessions].filter(([, owner]) => !memberId || owner === memberId).map(([sid]) => sid) };
}

/** The JSON object body of a control call (none is `{}`); null when it is not one. */
async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const text = await request.text();
  try {
    const body: unknown = text ? JSON.parse(text) : {};
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Runs an order control call: its answer, or the refusal's status and message. */
async function orderControl(request: Request, work: (body: Record<string, unknown>) => ShipOrderResult | AgreeRefundResult): Promise<Response> {
  const body = await readBody(request);
  if (!body) return badBody();
  try {
    return HttpResponse.json(work(body));
  } catch (failure) {
    if (failure instanceof ControlRefusal) return HttpResponse.json({ message: failure.message }, { status: failure.status });
    throw failure;
  }
}

const badBody = () => HttpResponse.json({ message: 'body must be a JSON object' }, { status: 400 });

export const controlHandlers: HttpHandler[] = [
  http.post(EXPIRE_SESSIONS_PATH, async ({ request }) => {
    const body = await readBody(request);
    if (!body) return badBody();
    const target = targetSessions(body);
    if ('error' in target) return target.error;
    for (const sid of target.sids) db.sessions.delete(sid);
    const result: ExpireSessionsResult = { expired: target.sids.length };
    return HttpResponse.json(result);
  }),
  http.post(OFFLINE_SESSIONS_PATH, async ({ request }) => {
    const body = await readBody(request);
    if (!body) return badBody();
    const target = targetSessions(body);
    if ('error' in target) return target.error;
    const message = typeof body.message === 'string' && body.message ? body.message : DEFAULT_OFFLINE_MESSAGE;
    for (const sid of target.sids) db.offlineSessions.set(sid, message);
    const result: OfflineSessionsResult = { offline: target.sids.length };
    return HttpResponse.json(result);
  }),
  http.post(SHIP_ORDER_PATH, ({ request }) => orderControl(request, (body) => shipOrder(db, body))),
  http.post(AGREE_REFUND_PATH, ({ request }) => orderControl(request, (body) => agreeMallRefund(db, body))),
];
