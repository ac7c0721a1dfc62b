import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

interface Reexport {
  /** absolute path of the module that defines the export */
  file: string;
  /** its name there (`default` for `export { default as Button }`) */
  name: string;
}

/** A barrel's re-exports by exported name, and its side-effect imports (antd-mobile's global CSS). */
export function readBarrel(code: string, resolveFile: (relative: string) => string): { exports: Map<string, Reexport>; sideEffects: string[] } {
  const exports = new Map<string, Reexport>();
  for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const file = resolveFile(match[2] ?? '');
    for (const part of (match[1] ?? '').split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name) exports.set(alias ?? name, { file, name });
    }
  }
  const sideEffects = [...code.matchAll(/^import\s+['"]([^'"]+)['"]/gm)].map((match) => resolveFile(match[1] ?? ''));
  return { exports, sideEffects };
}

/**
 * `import { Button, Toast as T } from 'antd-mobile'` -> one import per component module, or null
 * when a name is not a re-export of the barrel (the import is then left as it was).
 */
export function rewriteImports(code: string, source: string, barrel: ReturnType<typeof readBarrel>): string | null {
  let changed = false;
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${source.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}['"];?`, 'g');
  const result = code.replace(pattern, (whole, names: string) => {
    const specifiers = names
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => {
        const [imported = '', local] = part.split(/\s+as\s+/);
        return { imported, local: local ?? imported, target: barrel.exports.get(imported) };
      });
    if (specifiers.some((specifier) => !specifier.target)) return whole;
    changed = true;
    const effects = barrel.sideEffects.map((file) => `import ${JSON.stringify(file)};`);
    const imports = specifiers.map(({ local, target }) => `import { ${target?.name} as ${local} } from ${JSON.stringify(target?.file)};`);
    return [...effects, ...imports].join('\n');
  });
  return changed ? result : null;
}

/**
 * Build only: imports from antd-mobile's and antd-mobile-icons' barrels go to the component modules
 * themselves (what babel-plugin-import did for antd). antd-mobile declares its barrel as having side
 * effects (it imports the global CSS), so a bundler that keeps execution order keeps every
 * component the barrel re-exports with it; and the entry's closure (build/launchChunks.ts) is then
 * exact. The barrel's own side-effect import (the global CSS) is kept.
 */
export function barrelImports(packages: string[]): Plugin {
  const require = createRequire(import.meta.url);
  const barrels = new Map<string, ReturnType<typeof readBarrel>>();
  return {
    name: 'tea-mall:barrel-imports',
    apply: 'build',
    buildStart() {
      for (const name of packages) {
        const file = join(dirname(require.resolve(`${name}/package.json`)), 'es', 'index.js');
        barrels.set(name, readBarrel(readFileSync(file, 'utf8'), (relative) => require.resolve(join(dirname(file), relative))));
      }
    },
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.[jt]sx?$/.test(id) || id.includes('node_modules')) return null;
      let next = code;
      for (const [name, barrel] of barrels) next = rewriteImports(next, name, barrel) ?? next;
      return next === code ? null : { code: next, map: null };
    },
  };
}
