import { describe, expect, it } from 'vitest';
import { reachable, staticClosure } from '../../../build/launchChunks';

const graph: Record<string, string[]> = {
  '/app/index.html': ['/app/src/main.tsx'],
  '/app/src/main.tsx': ['/app/src/routes.ts', '/app/src/store.ts'],
  '/app/src/routes.ts': ['/app/src/paths.ts'],
  '/app/src/store.ts': ['/app/src/paths.ts', '/app/node_modules/redux/index.js'],
  '/app/src/paths.ts': [],
  '/app/node_modules/redux/index.js': [],
  // imported only lazily (not in any importedIds): not part of the closure
  '/app/src/screens/Home.tsx': ['/app/src/components/Price.tsx'],
};

describe('the boot chunk: what the entry imports statically', () => {
  it('is every module reached by static imports from the entry script, transitively', () => {
    const closure = staticClosure(['/app/index.html'], (id) => graph[id] ?? []);
    expect([...closure].sort()).toEqual(['/app/node_modules/redux/index.js', '/app/src/paths.ts', '/app/src/routes.ts', '/app/src/store.ts']);
  });

  it('leaves the entry script itself to the entry chunk, and lazy screens to their own', () => {
    const closure = staticClosure(['/app/index.html'], (id) => graph[id] ?? []);
    expect(closure.has('/app/src/main.tsx')).toBe(false);
    expect(closure.has('/app/index.html')).toBe(false);
    expect(closure.has('/app/src/screens/Home.tsx')).toBe(false);
    expect(closure.has('/app/src/components/Price.tsx')).toBe(false);
  });
});

describe('the boot stages', () => {
  it('are in the boot chunk with every module they import statically (the entry imports them lazily)', () => {
    const withStages: Record<string, string[]> = { ...graph, '/app/src/bootView.tsx': ['/app/src/routes.ts', '/app/node_modules/react-dom/index.js'], '/app/node_modules/react-dom/index.js': [] };
    const closure = reachable(['/app/src/bootView.tsx'], (id) => withStages[id] ?? []);
    expect([...closure].sort()).toEqual(['/app/node_modules/react-dom/index.js', '/app/src/bootView.tsx', '/app/src/paths.ts', '/app/src/routes.ts']);
  });
});
