/*
 * The app's second boot stage (src/app/main.tsx): the store, RTK Query's API and the start-up
 * effects. A module of its own so that its evaluation (RTK Query's `createApi` above all) is a task
 * of its own, apart from the entry's and from the view's (./renderApp.tsx); it is part of the
 * `boot` chunk all the same (build/launchChunks.ts), so it costs no request.
 */
export { makeStore, persistedState } from './store';
export { startup, storeRegions } from './startup';
