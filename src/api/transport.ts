import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import type { Axios as AxiosClient } from 'axios';
import Axios from 'axios/unsafe/core/Axios.js';
import mergeConfig from 'axios/unsafe/core/mergeConfig.js';
import defaults from 'axios/unsafe/defaults/index.js';
import isAxiosError from 'axios/unsafe/helpers/isAxiosError.js';
import { yieldToMain } from '@/platform/yieldToMain';
import { backendReady } from './backendReady';
import { REQUEST_TIMEOUT_MS } from './config';
import { identityFrom } from './callIdentity';
import { interpretEnvelope, parseBody, type EnvelopeOutcome } from './envelope';
import type { CallArgs } from './baseQuery';
import { prepareRequest, type PreparedRequest } from './request';
import { RsaBodyTooLongError } from './rsa';

/**
 * The request layer's axios client, built from axios's core as `axios.create` builds one (its
 * defaults merged with ours) without the package's main entry: that entry also carries what this
 * layer never uses (CancelToken, the HTTP status table, form helpers, spread, the instance's
 * method shortcuts), 1.5 KB gzip on every page.
 */
export const http: AxiosClient = new Axios(mergeConfig(defaults, {
  // XHR: it reports upload progress; the build drops axios's fetch adapter (see vite.config.ts)
  adapter: 'xhr',
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  // The API authenticates by signed headers, never by an XSRF cookie. Left on, axios reads the
  // XSRF-TOKEN cookie through the async Cookie Store API before every same-origin send: one browser
  // round trip in front of each call, and a task of its own at launch.
  withXSRFToken: false,
  // The envelope, not the HTTP status, decides success: never let axios throw on status.
  validateStatus: () => true,
  // Parse ourselves, so an HTML error page or an empty body becomes a typed `malformed` error.
  transformResponse: [(raw: unknown) => raw],
  responseType: 'text',
}));

async function send(request: PreparedRequest, signal: AbortSignal, onUploadProgress?: (ratio: number) => void) {
  return http.request({
    url: request.url,
    method: request.method,
    headers: request.headers,
    params: request.params,
    data: request.data,
    signal,
    onUploadProgress: onUploadProgress ? (event) => onUploadProgress(event.total ? event.loaded / event.total : 0) : undefined,
  });
}

/**
 * One catalogue call in, data or a typed ApiError out. Signing, Auth-Token and RSA happen in
 * prepareRequest; toasts, dialogs and redirects in the app's error listener. A launch starts its
 * calls close together (seven on /home): each call is prepared (crypto-js) in a task of
 * its own and sent (axios's config merge, the XHR's start) in the next. All in one task, they were
 * one of the launch's longest; a task per call was still 50-110 ms at 4x CPU slowdown for each of
 * the first calls.
 */
export async function executeCall({ call, body = {}, onUploadProgress }: CallArgs, api: Pick<BaseQueryApi, 'getState' | 'signal'>): Promise<EnvelopeOutcome> {
  let request: PreparedRequest;
  await yieldToMain();
  try {
    request = await prepareRequest(call, body, { ...identityFrom(api.getState), now: Date.now() });
  } catch (cause) {
    if (cause instanceof RsaBodyTooLongError) return { error: { kind: 'invalidRequest', message: cause.message } };
    throw cause;
  }
  try {
    await backendReady();
    await yieldToMain();
    const response = await send(request, api.signal, onUploadProgress);
    return interpretEnvelope(response.status, parseBody(response.data), call);
  } catch (cause) {
    const timeout = isAxiosError(cause) && (cause.code === 'ECONNABORTED' || cause.code === 'ETIMEDOUT');
    const message = cause instanceof Error ? cause.message : String(cause);
    return { error: { kind: 'network', timeout, message } };
  }
}
