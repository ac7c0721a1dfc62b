import { describe, expect, it } from 'vitest';
import { staticClosure } from '../../../build/launchChunks';

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
