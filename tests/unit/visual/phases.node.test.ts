import { describe, expect, it } from 'vitest';
import { phaseMeans } from '../../visual/lib/phases.mjs';

describe('where the story visits went', () => {
  it('averages each phase over the timed stories, a phase missing from one counting as 0 there', () => {
    const lines: { phases?: Record<string, number> }[] = [
      { phases: { load: 10, play: 300, visual: 100, axe: 200, replay: 250 } },
      { phases: { load: 30, play: 500, visual: 300 } },
      {},
    ];
    expect(phaseMeans(lines)).toBe('load 20 ms, play 400 ms, visual 200 ms, axe 100 ms, replay 125 ms');
  });

  it('says nothing when no story was timed', () => {
    expect(phaseMeans([{}, {}])).toBeNull();
  });
});
