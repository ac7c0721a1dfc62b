import { http, HttpResponse, type HttpHandler } from 'msw';
import { decryptAuthToken } from '@/api/authTokenCryptoJs';
import type { ArgOf, CallSpec } from '@/api/catalogue';
import type { PageArg, PageResult } from '@/api/types/common';
import { AUTH_TOKEN_IV, AUTH_TOKEN_KEY, SIGN_SECRET } from '@/api/config';
import { NOT_LOGGED_IN_TEXT } from '@/api/errors';
import { signPayload } from '@/api/signing';
import { db, type Db } from '../db';
import type { MemberRecord } from '../db/members';
import { closeOverdueOrders } from '../db/order';
import { businessNow } from '../clock';
import { anyOrigin } from '../envelope';
import { decryptRsaBody } from './rsa';

/** A resolver's way to answer with a non-success envelope. */
export class MockFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'MockFailure';
  }
}

export function reject(code: number, message: string, data: unknown = null): never {
  throw new MockFailure(code, message, data);
}

/** The keys of every member of an argument type (a union's too); none for `void`. */
type ArgKeys<Arg> = Arg extends unknown ? keyof Arg : never;

/**
 * A call's argument as the mock server receives it: the field names are the catalogue's (`Arg`'s
 * keys, so reading a field the client never sends fails `tsc`), the values are unchecked. A GET
 * query or a multipart form carries strings only, and a request need not come from the typed client,
 * so each value is `unknown`, may be absent, and is read with the readers of `./request`
 * (`text(arg.goodsId)`, `integer(arg.quantity)`), which accept both forms. See docs/catalogue.md.
 */
export type Received<Arg> = { readonly [K in ArgKeys<Arg>]?: unknown };

export interface ResolverContext<Arg = unknown> {
  /** the call's argument: JSON body, GET query, multipart fields or decrypted RSA body, by name */
  arg: Received<Arg>;
  db: Db;
  /** the logged-in member, or null for a guest */
  member: MemberRecord | null;
  /** the sid the request carried ('' for none) */
  sid: string;
  /** path parameters such as `:id` */
  params: Record<string, string>;
  /** uploaded files of a multipart call */
  files: File[];
}

/** The context of one call's resolver, for a helper that serves that call (`ContextOf<typeof catalogue.signIn>`). */
export type ContextOf<Call> = ResolverContext<ArgOf<Call>>;

/** Answers one call: its declared `Result` (or a Promise of it), or throws through `reject()`. */
export type Resolver<Arg, Result> = (context: ResolverContext<Arg>) => Result | Promise<Result>;

/*
 * The resolver's type as a whole is conditional on the call, so TypeScript fixes the call's `Arg`
 * and `Result` before it reads the resolver: the result is checked against `Result` (a missing
 * field or a wrong literal fails), never inferred from what the resolver happens to return, and
 * `ctx.arg` has exactly `Arg`'s field names.
 */
type ResolverFor<Call> = Call extends CallSpec<infer Arg, infer Result> ? Resolver<Arg, Result> : never;

function envelope(code: number, message: string, data: unknown) {
  return HttpResponse.json({ code, message, data });
}

async function readBody(call: CallSpec, request: Request): Promise<{ body: Record<string, unknown>; files: File[] }> {
  if (call.method === 'GET') {
    return { body: Object.fromEntries(new URL(request.url).searchParams), files: [] };
  }
  if (call.multipart) {
    const form = await request.formData();
    const body: Record<string, unknown> = {};
    const files: File[] = [];
    form.forEach((value, key) => {
      if (typeof value === 'string') body[key] = value;
      else files.push(value);
    });
    return { body, files };
  }
  const text = await request.text();
  if (call.rsa) return { body: decryptRsaBody(text), files: [] };
  const parsed: unknown = text ? JSON.parse(text) : {};
  return { body: typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}, files: [] };
}

/**
 * One catalogue call served like the real server would: parse the body (JSON, multipart, RSA),
 * check `sign`, decrypt Auth-Token, require a valid sid where the call carries the member token,
 * then answer the resolver's data in the envelope (or its MockFailure). The resolver must return
 * the call's declared `Result`: a mock that answers another shape does not compile.
 */
export function handle<Call extends CallSpec>(call: Call, resolve: ResolverFor<Call>): HttpHandler {
  const route = anyOrigin(call.path);
  const method = call.method === 'GET' ? http.get : http.post;
  return method(route, async ({ request, params }) => {
    let parsed: { body: Record<string, unknown>; files: File[] };
    try {
      parsed = await readBody(call, request);
    } catch {
      return envelope(0, '请求格式错误', null);
    }
    const { body, files } = parsed;

    if (call.signed && request.headers.get('sign') !== signPayload(body, SIGN_SECRET)) {
      return envelope(0, '签名校验失败', null);
    }
    const header = decryptAuthToken(request.headers.get('Auth-Token') ?? '', AUTH_TOKEN_KEY, AUTH_TOKEN_IV);
    if (!header) return envelope(0, 'Auth-Token 无效', null);

    const sid = typeof header.sid === 'string' ? header.sid : '';
    const memberId = sid ? db.sessions.get(sid) : undefined;
    const member = db.members.find((candidate) => candidate.memberId === memberId) ?? null;
    if (call.token && !member) return envelope(10001, `${NOT_LOGGED_IN_TEXT}或登录已过期`, null);
    // a session the server forced offline (mocks/control): every member call answers 601 until a new login
    const offline = call.token ? db.offlineSessions.get(sid) : undefined;
    if (offline !== undefined) return envelope(601, offline, null);

    try {
      // the decoded body is handed over as it came: its values are checked by the resolver (Received)
      const arg: Received<ArgOf<Call>> = body;
      // unpaid orders past their pay-by time are closed before anything reads them
      closeOverdueOrders(db, businessNow());
      const data = await resolve({ arg, db, member, sid, params: params as Record<string, string>, files });
      return envelope(1, 'success', data ?? null);
    } catch (failure) {
      if (failure instanceof MockFailure) return envelope(failure.code, failure.message, failure.data);
      throw failure;
    }
  });
}

/** Page helper for `data.list` pages: pageNo from 1, pageSize default 10. */
export function paginate<T>(rows: readonly T[], arg: Received<PageArg>): PageResult<T> {
  const pageNo = Math.max(1, Number(arg.pageNo ?? 1) || 1);
  const pageSize = Math.max(1, Number(arg.pageSize ?? 10) || 10);
  const list = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return { list, total: rows.length, pageNo, pageSize, hasMore: pageNo * pageSize < rows.length };
}
