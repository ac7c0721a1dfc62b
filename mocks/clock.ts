/** The fixed clock of every story, test and mock record: 2026-11-20 10:00 Beijing time. */
export const MOCK_NOW = '2026-11-20T10:00:00+08:00';

/** Fixed seed for Math.random in stories. */
export const MOCK_SEED = 20261120;

/*
 * mulberry32: a 32-bit seeded PRNG small enough to inline; no library is needed to replace
 * Math.random with a repeatable sequence in the story iframe.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
