import type { CallArgs } from './baseQuery';
import type { CallSpec } from './catalogue';

/** Payload of a call: its top-level fields (signed, sent as JSON / params / form fields). */
export type Payload = Record<string, unknown>;

/**
 * The `query` of an endpoint serving one catalogue call: the argument is the payload.
 * Every domain API builds its endpoints with this, so each endpoint is tied to its table entry.
 */
export function callQuery<Arg extends Payload | void = void>(call: CallSpec): (arg: Arg) => CallArgs {
  return (arg) => ({ call, body: arg ?? {} });
}
