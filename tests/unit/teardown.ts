/**
 * Finishes what a test leaves under way before the next test, or the end of the file, begins.
 *
 * A test can end while its work goes on: a request in flight, a refetch that a mutation caused, a
 * listener's toast or its 500 ms redirect, a toast's own 2 s close timer, a dialog. Work that lands
 * after the file's jsdom is gone makes React throw "window is not defined" (vitest reports it as an
 * unhandled error of whichever file runs then, and fails the run); work that lands in the next test
 * changes what that test sees. setup.ts runs finishPendingWork() after every test. Tests make their
 * stores with makeTestStore (renderApp does), so that it can reach them.
 */
import { cleanup, waitFor } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import { unmountImperativeRoots } from '@/platform/antdRender';
import { routeTable } from '@/app/routeTable';
import { screenModule } from '@/app/screenModule';
import { makeStore, type AppStore } from '@/app/store';
import { server } from '@mocks/node';
import { pendingImmediates } from './immediates';

const liveStores = new Set<AppStore>();

/** The app's makeStore, released after the test (listeners stopped, requests finished, cache timers cleared). */
export const makeTestStore: typeof makeStore = (preloadedState) => {
  const store = makeStore(preloadedState);
  liveStores.add(store);
  return store;
};

/** A call the store shows as under way (a refetch after a mutation is in state only, not in the running lists). */
function callPending(store: AppStore): boolean {
  const { queries, mutations } = store.getState()[baseApi.reducerPath];
  return [...Object.values(queries), ...Object.values(mutations)].some((entry) => entry?.status === QueryStatus.pending);
}

/** Resolves when the store's state changes next, or at once if it shows no pending call. */
function nextSettledCall(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (!callPending(store)) {
        unsubscribe();
        resolve();
      }
    });
    if (!callPending(store)) {
      unsubscribe();
      resolve();
    }
  });
}

/**
 * Resolves once the store has no query or mutation in flight; work that finishes may start more
 * (a mutation's refetch), which is waited for too.
 */
export async function whenIdle(store: AppStore): Promise<void> {
  for (;;) {
    const running = [...store.dispatch(baseApi.util.getRunningQueriesThunk()), ...store.dispatch(baseApi.util.getRunningMutationsThunk())];
    if (running.length > 0) await Promise.allSettled(running);
    else if (callPending(store)) await nextSettledCall(store);
    else return;
  }
}

let appRendered = false;

/** renderApp and renderStory say so: a lazy screen of the route table may still be loading when the test ends. */
export function noteAppRendered(): void {
  appRendered = true;
}

/** Every screen module of the route table, evaluated: a LazyScreen's pending load settles with it. */
async function screensLoaded(): Promise<void> {
  await Promise.allSettled(routeTable.flatMap((entry) => (entry.screen ? [screenModule(entry.path)] : [])));
}

/** Requests the mock server is still answering (some handlers delay on purpose), by MSW request id. */
const inFlight = new Map<string, string>();
server.events.on('request:start', ({ request, requestId }) => inFlight.set(requestId, `${request.method} ${request.url}`));
server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
server.events.on('unhandledException', ({ requestId }) => inFlight.delete(requestId));

function expectNothing(what: string, pending: string[]): void {
  if (pending.length) throw new Error(`${what} still pending after the test:\n  ${pending.join('\n  ')}`);
}

/** One macrotask: promise chains already under way (a listener loading the toast module) run to their end. */
const nextMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Toasts and dialogs still showing. A closed one leaves its root's empty <div> behind (with motion
 * reduced, antd-mobile never calls the afterClose that would remove it); antd-mobile's px-measuring
 * elements are made once per file and stay.
 */
function leftInBody(): string[] {
  return Array.from(document.body.children)
    .filter((element) => element.childElementCount > 0 && !element.matches('.adm-px-tester'))
    .map((element) => element.outerHTML.slice(0, 160));
}

export async function finishPendingWork(): Promise<void> {
  // what the test rendered unmounts: its effects, intervals and subscriptions stop
  cleanup();
  // a screen module evaluated after jsdom is gone would throw (it injects its CSS into the document)
  if (appRendered) await screensLoaded();
  appRendered = false;
  const stores = [...liveStores];
  liveStores.clear();
  // no listener effect runs any more (a toast, a redirect), and running ones are cancelled
  for (const store of stores) store.dispose();
  await Promise.all(stores.map(whenIdle));
  // cache-expiry and polling timers go with the cache
  for (const store of stores) store.dispatch(baseApi.util.resetApiState());
  // handlers still running (a request whose client was not tracked) finish before the data is reset
  await waitFor(() => expectNothing('mock requests', [...inFlight.values()]));
  await nextMacrotask();
  // toasts and dialogs render in roots of their own, outside what cleanup() unmounts
  Toast.clear();
  Dialog.clear();
  await waitFor(() => expectNothing('toast or dialog roots in <body>', leftInBody()));
  // a closed toast stays mounted (empty) with motion reduced, its duration timer still set: unmount it
  unmountImperativeRoots();
  await reactSchedulerDrained();
}

/**
 * React renders the toast and dialog roots (and anything rendered outside act) through its scheduler,
 * which in Node runs each slice of work in a setImmediate and queues the next slice the same way. A
 * slice still queued when the file's jsdom is torn down throws "window is not defined". This waits,
 * one immediate at a time, until none is queued (immediates.ts counts them) for a few hops in a row,
 * and at least `hops` hops; it counts hops, not time, so a busy machine only makes it slower.
 */
export async function reactSchedulerDrained(hops = 25): Promise<void> {
  let quiet = 0;
  for (let hop = 0; hop < 20_000; hop += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    // the hop's own immediate has run: anything still counted was queued by other work
    quiet = pendingImmediates() === 0 ? quiet + 1 : 0;
    if (hop >= hops && quiet >= 3) return;
  }
  throw new Error(`setImmediate work still queued after 20000 hops (${pendingImmediates()} pending)`);
}
