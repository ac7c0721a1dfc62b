/**
 * Every screen's story file (stories/screens/<area>/<Screen>.stories.tsx) feeds its Docs page:
 * what the route does and the calls it makes (screenStories({ docs })), read by
 * stories/support/PhoneDocs.tsx. A screen file without them would get a Docs page with no facts.
 */
import { describe, expect, it } from 'vitest';
import type { ScreenDocs } from '../../../stories/support/PhoneDocs';

interface StoryFile {
  default: { title?: string; parameters?: { route?: unknown; screenDocs?: ScreenDocs } };
}

const files = import.meta.glob<StoryFile>('../../../stories/screens/*/*.stories.tsx', { eager: true });

describe('screen Docs pages', () => {
  const entries = Object.entries(files);
  it('covers every screen story file', () => {
    expect(entries.length).toBeGreaterThanOrEqual(14);
  });
  it.each(entries.map(([file, module]) => [file.replace(/^.*stories\/screens\//, ''), module] as const))('%s says what the route does and its calls', (_file, module) => {
    const parameters = module.default.parameters;
    expect(typeof parameters?.route).toBe('string');
    const docs = parameters?.screenDocs;
    expect(docs?.summary.length ?? 0).toBeGreaterThan(40);
    for (const call of docs?.calls ?? []) {
      expect(call.path).toMatch(/^\//);
      expect(call.name).toMatch(/^[a-z]\w+$/);
    }
    expect(new Set(docs?.calls.map((call) => call.name)).size).toBe(docs?.calls.length);
  });
});
