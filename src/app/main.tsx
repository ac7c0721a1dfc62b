import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { holdRequestsUntil } from '@/api/backendReady';
import { installAntdRenderer } from '@/platform/antdRender';
import '@/styles/global.css';
import { Providers } from './Providers';
import { buildRoutes } from './routes';
import { startup } from './startup';
import { makeStore, persistedState } from './store';

installAntdRenderer();

function boot() {
  // Mock mode (npm start, e2e, Lighthouse) answers every call from the embedded backend; the app
  // renders at once and its requests wait for the worker. The condition is static, so a
  // production build contains no mock code at all.
  if (import.meta.env.MODE === 'mock') {
    holdRequestsUntil(import('@mocks/browser').then(({ startMockWorker }) => startMockWorker()));
  }
  const store = makeStore(persistedState());
  void startup(store);
  const router = createBrowserRouter(buildRoutes());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

boot();
