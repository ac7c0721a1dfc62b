import type { AuthLocationState } from '@/routes';

export type { AuthLocationState };

/** Reads the state defensively: history state can hold anything (another page's, or a reload's). */
export function readAuthState(state: unknown): AuthLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { mobile, mode } = state as Record<string, unknown>;
  return {
    ...(typeof mobile === 'string' && /^\d{1,11}$/.test(mobile) ? { mobile } : {}),
    ...(mode === 'member' || mode === 'settlement' ? { mode } : {}),
  };
}
