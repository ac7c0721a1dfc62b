import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { yieldToMain } from '@/platform/yieldToMain';
import type { CallSpec } from './catalogue';
import type { ApiError } from './errors';
import { adoptLaunchAnswer } from './launchCall';
import { notePublicEndpoint } from './publicCalls';
import type * as TransportModule from './transport';

export interface CallArgs {
  call: CallSpec;
  body?: Record<string, unknown>;
  /** upload progress 0..1 for multipart calls */
  onUploadProgress?: (ratio: number) => void;
}

type Transport = typeof TransportModule;
let transport: Promise<Transport> | undefined;

/**
 * The request layer (axios, crypto-js signing and Auth-Token, the envelope rules) is a chunk of
 * its own: no page needs it to paint, and it is 22 KB gzip of the /home budget. The app asks
 * for it as it boots, in parallel with the page's screen chunk, so the first call rarely waits.
 * It is evaluated in two tasks: the request preparation (./request.ts with crypto-js, whose AES
 * builds its tables as it loads) first, then axios and the rest of ./transport.ts, which imports
 * it; evaluated together they were one of the launch's long tasks (about 100 ms at 4x CPU
 * slowdown). Both files are asked for at once (the boot loader preloads the transport's closure).
 * A chunk that failed to load is asked for again by the next call.
 */
export function loadTransport(): Promise<Transport> {
  transport ??= import('./request')
    .then(() => yieldToMain())
    .then(() => import('./transport'))
    .catch((cause: unknown) => {
      transport = undefined;
      throw cause;
    });
  return transport;
}

/**
 * RTK Query base query: one catalogue call in, data or a typed ApiError out (see transport.ts,
 * which prepares and sends each call in tasks of its own).
 */
export const callBaseQuery: BaseQueryFn<CallArgs, unknown, ApiError> = async (args, api) => {
  notePublicEndpoint(api.endpoint, args.call);
  const launch = adoptLaunchAnswer(args, api.getState);
  const adopted = launch && (await launch);
  if (adopted) return adopted;
  let module: Transport;
  try {
    module = await loadTransport();
  } catch (cause) {
    return { error: { kind: 'network', timeout: false, message: cause instanceof Error ? cause.message : String(cause) } };
  }
  return module.executeCall(args, api);
};
