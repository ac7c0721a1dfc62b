/**
 * The embedded backend's control calls (see `./handlers.ts`): paths and answers only, with no
 * runtime imports, so the end-to-end specs (Node) can share them with the worker.
 */

/** Path prefix of the control calls: no real server answers these. */
export const MOCK_CONTROL_PATH = '/__mock';

/** POST, JSON body `{ mobile?: string }`: the server forgets every session (or that member's). */
export const EXPIRE_SESSIONS_PATH = `${MOCK_CONTROL_PATH}/sessions/expire`;

/** What `EXPIRE_SESSIONS_PATH` answers. */
export interface ExpireSessionsResult {
  /** how many sessions the server dropped */
  expired: number;
}

/**
 * POST, JSON body `{ mobile?: string; message?: string }`: the server forces every session (or that
 * member's) offline; their member calls answer 601 with `message` until the member logs in again.
 */
export const OFFLINE_SESSIONS_PATH = `${MOCK_CONTROL_PATH}/sessions/offline`;

/** The 601 message when the control call names none (as a login on another device reads). */
export const DEFAULT_OFFLINE_MESSAGE = '您的账号已在其他设备登录，请重新登录';

/** What `OFFLINE_SESSIONS_PATH` answers. */
export interface OfflineSessionsResult {
  /** how many sessions the server forced offline */
  offline: number;
}

/**
 * POST, JSON body `{ orderId?: string; orderNo?: string; mobile?: string; company?: string }`: the
 * mall ships a 待发货 express order (by id or number; or the newest one of the member whose mobile
 * the body names) with a tracking timeline; the order goes 待收货 and the buyer gets a 已发货 message.
 */
export const SHIP_ORDER_PATH = `${MOCK_CONTROL_PATH}/orders/ship`;

/** Carriers the ship control call knows (default 顺丰速运). */
export const CARRIERS = ['顺丰速运', '中通快递', '圆通速递', '韵达快递', '京东物流', 'EMS'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** What `SHIP_ORDER_PATH` answers. */
export interface ShipOrderResult {
  orderId: string;
  orderNo: string;
  company: Carrier;
  logisticsSn: string;
  /** newest first, as the logistics call answers */
  traces: { time: string; content: string }[];
}

/**
 * POST, JSON body `{ orderId?: string; orderNo?: string }`: the mall's service desk agrees the refund
 * of one of the mall's own orders (no tea house to agree it in the app): the order goes 已退款.
 */
export const AGREE_REFUND_PATH = `${MOCK_CONTROL_PATH}/orders/agree-refund`;

/** What `AGREE_REFUND_PATH` answers. */
export interface AgreeRefundResult {
  orderId: string;
  status: number;
  refundAmount: number;
}
