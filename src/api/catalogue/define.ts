import type { Source } from '../config';

/**
 * One call of spec section 7. The RTK Query endpoints and the mock backend's handlers are both
 * derived from these entries, so the client and the mock server can never disagree on a path.
 */
export interface CallSpec {
  name: string;
  /** base URL flag; `null` = no source: the Auth-Token sid is taken from the request body */
  source: Source | null;
  method: 'GET' | 'POST';
  /** path; `:id` segments are filled from the payload */
  path: string;
  /** path chosen by us (DESIGN.md section 2): the spec names the call by purpose only */
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
  /** the domain's RTK Query API that serves it */
  domain: Domain;
}

export type Domain = 'common' | 'home' | 'goods' | 'member' | 'mall' | 'order' | 'pay' | 'shop' | 'cart' | 'lottery' | 'settlement' | 'region';

type Options = Partial<Omit<CallSpec, 'name' | 'path' | 'domain'>>;

const defaults: Omit<CallSpec, 'name' | 'path' | 'domain'> = {
  source: 'buyer',
  method: 'POST',
  assumed: false,
  signed: true,
  token: true,
  rsa: false,
  list: false,
  exemptFromCodeZero: false,
  multipart: false,
};

/** Builds one domain's entries: `call(path, options)` keyed by call name. */
export function domain<const T extends Record<string, [path: string, options?: Options]>>(
  name: Domain,
  base: Options,
  calls: T,
): { [K in keyof T]: CallSpec } {
  const entries = Object.entries(calls).map(([callName, [path, options]]) => [
    callName,
    { ...defaults, ...base, ...options, name: callName, path, domain: name } satisfies CallSpec,
  ]);
  return Object.fromEntries(entries) as { [K in keyof T]: CallSpec };
}
