import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { registerNavigator, type Navigate } from '@/platform/navigation';

/**
 * Registers a spy as the app's navigator before each test of the calling suite (the file, or the
 * `describe` it is called in) and removes it after, so that a call the listener redirects (10001 ->
 * /login) reaches no real router. Returns the spy, reset after each test.
 */
export function spyNavigator(): Mock<Navigate> {
  const navigate = vi.fn<Navigate>();
  let unregister: (() => void) | undefined;
  beforeEach(() => {
    unregister = registerNavigator(navigate);
  });
  afterEach(() => {
    unregister?.();
    navigate.mockReset();
  });
  return navigate;
}
