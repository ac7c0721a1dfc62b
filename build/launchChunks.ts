import type { Plugin } from 'vite';

/**
 * Modules the entry imports statically (its whole static closure): they load with the entry on every
 * page, so they can share one chunk with no route paying for code it would not load anyway. Left to
 * itself the bundler cuts them into a dozen small files by which lazy screens also use them, each
 * one more request on the launch path. The closure is exact because imports from component
 * libraries' barrels go to the components themselves (build/barrelImports.ts).
 */
export function entryClosure(stages: string[] = []) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'tea-mall:entry-closure',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      // the boot stages the entry imports dynamically (src/app/main.tsx) belong to the boot too,
      // with what they import: the entry evaluates them in tasks of their own, not on request
      const stageIds = [...this.getModuleIds()].filter((id) => stages.some((stage) => id.endsWith(stage)));
      for (const id of [...staticClosure(entries, imports), ...reachable(stageIds, imports)]) modules.add(id);
    },
  };
  return { plugin, test: (id: string) => modules.has(id) };
}

/**
 * What `entries` import statically, transitively, without the entries and the modules they name
 * directly: the entry is index.html, and the module its script tag names stays the entry chunk's own.
 */
export function staticClosure(entries: string[], imports: (id: string) => readonly string[]): Set<string> {
  const roots = new Set(entries.flatMap((entry) => [entry, ...imports(entry)]));
  const closure = reachable([...roots].flatMap((root) => [...imports(root)]), imports);
  for (const root of roots) closure.delete(root);
  return closure;
}

/** `roots` and every module they import statically, transitively. */
export function reachable(roots: string[], imports: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...imports(id));
  }
  return seen;
}
