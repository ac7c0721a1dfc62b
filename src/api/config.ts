/**
 * Base URL per call source (spec section 7), read once from `VITE_API_*`.
 * Empty means same origin, which the embedded mock backend answers.
 */
export type Source = 'base' | 'seller' | 'settlement' | 'member' | 'buyer' | 'sightseer' | 'pay';

const env = import.meta.env;

export const apiBaseUrls: Record<Source, string> = {
  base: env.VITE_API_BASE ?? '',
  seller: env.VITE_API_SELLER ?? '',
  settlement: env.VITE_API_SETTLEMENT ?? '',
  member: env.VITE_API_MEMBER ?? '',
  buyer: env.VITE_API_BUYER ?? '',
  sightseer: env.VITE_API_SIGHTSEER ?? '',
  pay: env.VITE_API_PAY ?? '',
};

/** Request timeout of spec section 9. */
export const REQUEST_TIMEOUT_MS = 60_000;
