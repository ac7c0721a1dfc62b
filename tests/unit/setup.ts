import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { Dialog, reduceMotion, Toast } from 'antd-mobile';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { installAntdRenderer } from '@/platform/antdRender';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';

installAntdRenderer();
// no react-spring animations: popups open and close at once, as in the stories
reduceMotion();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
/** Lets React's scheduler finish pending portal renders (toasts, dialogs) before jsdom is torn down. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  vi.useRealTimers();
  Toast.clear();
  Dialog.clear();
  await settle();
  await settle();
  cleanup();
  server.resetHandlers();
  resetDb();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
