import type { Plugin } from 'vite';
import { reachable } from './launchChunks';

/** a plain stylesheet's module (antd-mobile's, a CSS module's rules below): no class map */
const PLAIN_STYLESHEET = /(?<!\.module)\.css$/;
const CSS_MODULE = /\.module\.css$/;
/** a CSS module's rules, as a plain stylesheet its class map imports */
const RULES = '.rules.css';

/**
 * Each lazy chunk (a screen, a part a screen loads later) brings its own stylesheet, so what a page
 * loads does not grow with the number of screens (docs/performance.md). A stylesheet two lazy
 * chunks would both carry is the entry's instead: the bundler copies small shared modules into
 * every chunk that uses them (`experimentalInlineCommonChunks`), and their CSS would be copied with
 * them. Copied, a component's rules were in the stylesheet of each screen that draws it; a second
 * screen's copy, linked later, would come after the first screen's own rules and undo those of
 * them that restyle the component (same specificity, later wins).
 *
 * `test(id)` is true for such a stylesheet module; the `boot` chunk group takes them in, so their
 * CSS is in the stylesheet the boot loader links before the entry runs, ahead of every screen's.
 * A plain stylesheet's module is empty, but a CSS module's is its class map (those of the shared
 * ones were 5 KB gzip in `boot`, on every page): so each CSS module's rules become a plain
 * stylesheet of their own (`X.module.css.rules.css`, compiled once, with the class names hashed)
 * that its class map imports. The class map stays with the chunks that use it; only the rules
 * move.
 */
/** Nothing but white space and Vite's own markers (a comment `$vite$:1`) */
function isEmptyStylesheet(source: string | Uint8Array): boolean {
  const text = typeof source === 'string' ? source : new TextDecoder().decode(source);
  return text.replace(/\/\*\$vite\$:\w+\*\//g, '').trim() === '';
}

export function sharedStyles(isBoot: (id: string) => boolean) {
  let graph: { imports: Map<string, readonly string[]>; lazyRoots: Set<string> } | undefined;
  let shared: Set<string> | undefined;
  // counted on the first question, once every plugin's buildEnd has run (the boot's closure with them)
  function sharedIds(): Set<string> {
    if (shared || !graph) return shared ?? new Set();
    const { imports, lazyRoots } = graph;
    const users = new Map<string, number>();
    for (const root of lazyRoots) {
      if (isBoot(root)) continue;
      for (const id of reachable([root], (id) => (isBoot(id) ? [] : (imports.get(id) ?? [])))) {
        if (PLAIN_STYLESHEET.test(id) && !isBoot(id)) users.set(id, (users.get(id) ?? 0) + 1);
      }
    }
    shared = new Set([...users].filter(([, count]) => count > 1).map(([id]) => id));
    return shared;
  }
  const compiled = new Map<string, string>();
  const rulesApart: Plugin = {
    // after vite:css (which compiles the module: `code` is its CSS with hashed names), before
    // vite:css-post (which records the chunk's CSS and writes the class map from vite:css's cache)
    name: 'tea-mall:css-module-rules-apart',
    apply: 'build',
    resolveId(source) {
      return source.endsWith(RULES) && compiled.has(source.slice(0, -RULES.length)) ? source : null;
    },
    load(id) {
      return id.endsWith(RULES) ? (compiled.get(id.slice(0, -RULES.length)) ?? null) : null;
    },
    transform(code, id) {
      if (!CSS_MODULE.test(id)) return null;
      compiled.set(id, code);
      return { code: '', map: null };
    },
    // a chunk whose CSS modules' rules all went elsewhere still gets a stylesheet, empty: it is
    // dropped before the dynamic imports' dependency lists and index.html are written from them
    generateBundle: {
      order: 'pre',
      handler(_, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'asset' || !output.fileName.endsWith('.css') || !isEmptyStylesheet(output.source)) continue;
          delete bundle[output.fileName];
          for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.viteMetadata?.importedCss.delete(output.fileName);
        }
      },
    },
  };
  const classMapImportsRules: Plugin = {
    name: 'tea-mall:css-module-imports-rules',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!CSS_MODULE.test(id) || !compiled.has(id)) return null;
      return { code: `import ${JSON.stringify(id + RULES)};\n${code}`, map: null };
    },
  };
  const plugin: Plugin = {
    name: 'tea-mall:shared-styles',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      graph = {
        imports: new Map(ids.map((id) => [id, this.getModuleInfo(id)?.importedIds ?? []])),
        lazyRoots: new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])),
      };
      shared = undefined;
    },
  };
  return { plugins: [rulesApart, classMapImportsRules, plugin], test: (id: string) => sharedIds().has(id), shared: () => [...sharedIds()] };
}
