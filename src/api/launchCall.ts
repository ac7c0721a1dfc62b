import type { CallArgs } from './baseQuery';
import { identityFrom } from './callIdentity';
import { interpretEnvelope, parseBody, type EnvelopeOutcome } from './envelope';

/** What index.html's launch call leaves for the app (build/launchCall.ts). */
interface LaunchCall {
  /** the call's path (its URL is that of the same catalogue entry, built with the same settings) */
  path: string;
  mac: string;
  /** the HTTP status and body text, or null when the call could not be sent or was not answered */
  answer: Promise<{ status: number; text: string } | null>;
  /** whether the answer is in (an HTTP answer, whatever its status) */
  answered: boolean;
}

declare global {
  interface Window {
    __teaLaunchCall?: LaunchCall;
  }
}

/** Whether the document has sent a launch call (then the first screen can paint before the request layer has loaded). */
export function launchCallSent(): boolean {
  return window.__teaLaunchCall !== undefined;
}

/** Whether the document's launch call has been answered already (then adopting it takes no round trip). */
export function launchCallAnswered(): boolean {
  return window.__teaLaunchCall?.answered === true;
}

/**
 * The answer the document's own launch call got (build/launchCall.ts), for the first call of the
 * same path: undefined for any other call, a second one, a payload, or another device id than the
 * one the app would send; the promise resolves undefined when the launch call failed. Either way
 * the call then goes out as usual. It is read here, before the request layer's chunk: the answer
 * is usually in before the app has started, and then it reaches the cache before the first render.
 */
export function adoptLaunchAnswer({ call, body = {} }: CallArgs, getState: () => unknown): Promise<EnvelopeOutcome | undefined> | undefined {
  const launch = window.__teaLaunchCall;
  if (!launch || launch.path !== call.path) return undefined;
  delete window.__teaLaunchCall;
  if (Object.keys(body).length > 0 || launch.mac !== identityFrom(getState).mac) return undefined;
  return launch.answer.then((answer) => (answer ? interpretEnvelope(answer.status, parseBody(answer.text), call) : undefined));
}
