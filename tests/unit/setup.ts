import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installAntdRenderer } from '@/platform/antdRender';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';

installAntdRenderer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
