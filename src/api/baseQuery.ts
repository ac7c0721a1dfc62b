import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import axios, { type AxiosInstance } from 'axios';
import type { CallSpec } from './catalogue';
import { apiBaseUrls, REQUEST_TIMEOUT_MS } from './config';
import { interpretEnvelope } from './envelope';
import type { ApiError } from './errors';

export interface CallArgs {
  call: CallSpec;
  body?: Record<string, unknown>;
}

export const http: AxiosInstance = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  // The envelope, not the HTTP status, decides success: never let axios throw on status.
  validateStatus: () => true,
  // Parse ourselves so an HTML error page or empty body becomes a typed `malformed` error.
  transformResponse: [(raw: unknown) => raw],
  responseType: 'text',
});

function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * RTK Query base query: send one catalogue call, turn the envelope into data or a typed ApiError.
 * No side effects here: toasts, dialogs and redirects happen in the app's error listener.
 */
export const callBaseQuery: BaseQueryFn<CallArgs, unknown, ApiError> = async ({ call, body = {} }, { signal }) => {
  try {
    const response = await http.request({
      url: apiBaseUrls[call.source] + call.path,
      method: call.method,
      signal,
      ...(call.method === 'GET' ? { params: body } : { data: body }),
    });
    return interpretEnvelope(response.status, parseBody(response.data), {
      list: call.list,
      exemptFromCodeZero: call.exemptFromCodeZero,
    });
  } catch (cause) {
    const timeout = axios.isAxiosError(cause) && cause.code === 'ECONNABORTED';
    const message = cause instanceof Error ? cause.message : String(cause);
    return { error: { kind: 'network', timeout, message } };
  }
};
