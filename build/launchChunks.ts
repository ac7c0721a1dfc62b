import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export type ModuleInfoLike = { code: string | null; importedIds: readonly string[] } | null;

/** `export { default as Button } from './components/button';` -> Button -> ./components/button */
export function barrelExports(code: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const exported = part.trim().split(/\s+as\s+/).pop();
      if (exported) names.set(exported, match[2] ?? '');
    }
  }
  return names;
}

/** Names `code` imports from `source`: `import { A, B as C } from "source"`. */
export function namedImports(code: string, source: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (match[2] !== source) continue;
    for (const part of (match[1] ?? '').split(',')) {
      const imported = part.trim().split(/\s+as\s+/)[0];
      if (imported) names.push(imported);
    }
  }
  return names;
}

const BARRELS: Record<string, RegExp> = {
  'antd-mobile': /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]index\.js$/,
  'antd-mobile-icons': /[\\/]node_modules[\\/]antd-mobile-icons[\\/]es[\\/]index\.js$/,
};

/**
 * The modules `id` really needs from the ones it imports: through a library's barrel (antd-mobile's
 * index re-exports every component) only the re-exports it names, not all of them.
 */
export function neededImports(id: string, info: (id: string) => ModuleInfoLike): string[] {
  const own = info(id);
  if (!own) return [];
  return own.importedIds.flatMap((imported) => {
    const barrel = Object.entries(BARRELS).find(([, pattern]) => pattern.test(imported));
    const barrelInfo = barrel ? info(imported) : null;
    if (!barrel || !barrelInfo?.code || !own.code) return [imported];
    const exports = barrelExports(barrelInfo.code);
    return namedImports(own.code, barrel[0]).flatMap((name) => {
      const target = exports.get(name);
      if (!target) return [];
      const base = join(dirname(imported), target);
      return barrelInfo.importedIds.filter((candidate) => candidate === base || candidate.startsWith(`${base}.`) || candidate.startsWith(`${base}/index.`));
    });
  });
}

/**
 * Modules the entry imports statically (its whole static closure, barrels read by name): they load
 * with the entry on every page, so they can share one chunk with no route paying for code it would
 * not load anyway. Left to itself the bundler cuts them into a dozen small files by which lazy
 * screens also use them, each one more request on the launch path.
 */
export function entryClosure() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'tea-mall:entry-closure',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const info = (id: string): ModuleInfoLike => this.getModuleInfo(id);
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      // the entry is index.html; the module its script tag names stays the entry chunk's own
      const roots = new Set(entries.flatMap((entry) => neededImports(entry, info)));
      const stack = [...roots].flatMap((root) => neededImports(root, info));
      while (stack.length) {
        const id = stack.pop() as string;
        if (modules.has(id) || roots.has(id)) continue;
        modules.add(id);
        stack.push(...neededImports(id, info));
      }
    },
  };
  return { plugin, test: (id: string) => modules.has(id) };
}
