import type { Source } from '../config';

/** Payload of a call: its top-level fields (signed, sent as JSON / params / form fields). */
export type Payload = Record<string, unknown>;

/** Key of the phantom member that carries a call's types; never present at runtime. */
declare const contract: unique symbol;

/** The types of one call, carried by a `CallSpec` (or a `call()` declaration) for the type checker only. */
interface Contract<Arg, Result> {
  readonly [contract]?: { arg: Arg; result: Result };
}

/**
 * One call of the backend. The RTK Query endpoints, the mock backend's handlers and the story
 * scenarios are all derived from these entries, so the client and the mock server can never disagree
 * on a path, and `Arg` (the payload) and `Result` (the envelope's `data`) are stated once, here
 * (see docs/catalogue.md). The two type parameters are phantom: the runtime object is plain data.
 */
export interface CallSpec<Arg = unknown, Result = unknown> extends Contract<Arg, Result> {
  name: string;
  /** base URL flag; `null` = no source: the Auth-Token sid is taken from the request body */
  source: Source | null;
  method: 'GET' | 'POST';
  /** path; `:id` segments are filled from the payload */
  path: string;
  /** path chosen by us: the backend documents the call by purpose only */
  assumed: boolean;
  /** carries the `sign` header */
  signed: boolean;
  /** carries the member's sid in Auth-Token and answers 10001 without a valid one */
  token: boolean;
  /** JSON body RSA-encrypted (settlement register / login / retrieve password) */
  rsa: boolean;
  /** list call: code 1 -> array, otherwise [] */
  list: boolean;
  /** code 0 passes through as data (create-order, collect-count, parse-command) */
  exemptFromCodeZero: boolean;
  /** multipart/form-data upload */
  multipart: boolean;
  /**
   * the app's data, kept under its own key (the regions), never with a page's launch data even
   * when its call is public (src/app/launchData.ts)
   */
  appData: boolean;
  /** the domain's RTK Query API that serves it */
  domain: Domain;
}

/** The payload type of a call. */
export type ArgOf<C> = C extends CallSpec<infer Arg, unknown> ? Arg : never;
/** The `data` type of a call's success envelope. */
export type ResultOf<C> = C extends CallSpec<unknown, infer Result> ? Result : never;

export type Domain = 'common' | 'home' | 'goods' | 'member' | 'mall' | 'order' | 'pay' | 'shop' | 'cart' | 'lottery' | 'settlement' | 'region' | 'contract';

type Options = Partial<Omit<CallSpec, 'name' | 'path' | 'domain' | typeof contract>>;

/** One entry of `domain()`: the path, its options, and (phantom) the call's types. */
export interface CallDeclaration<Arg, Result> extends Contract<Arg, Result> {
  path: string;
  options: Options;
}

/**
 * Declares a call: `call<Arg, Result>(path, options)`. `Arg` is the payload (`void` for none; a
 * `type` alias, so it is a `Payload`), `Result` the envelope's `data` on success.
 */
export function call<Arg extends Payload | void, Result>(path: string, options: Options = {}): CallDeclaration<Arg, Result> {
  return { path, options };
}

const defaults: Required<Options> = {
  source: 'buyer',
  method: 'POST',
  assumed: false,
  signed: true,
  token: true,
  rsa: false,
  list: false,
  exemptFromCodeZero: false,
  multipart: false,
  appData: false,
};

type Specs<T> = { [K in keyof T]: T[K] extends CallDeclaration<infer Arg, infer Result> ? CallSpec<Arg, Result> : never };

/** Builds one domain's entries, keyed by call name: the domain's options, then each call's own. */
export function domain<T extends Record<string, CallDeclaration<unknown, unknown>>>(name: Domain, base: Options, calls: T): Specs<T> {
  const entries = Object.entries(calls).map(([callName, { path, options }]) => [
    callName,
    { ...defaults, ...base, ...options, name: callName, path, domain: name } satisfies CallSpec,
  ]);
  return Object.fromEntries(entries) as Specs<T>;
}
