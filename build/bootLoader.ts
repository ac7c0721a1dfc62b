import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { parseRouteTable, resolveSource, ROUTE_TABLE } from '../scripts/lib/route-table.mjs';
import { LAUNCH_CALL_GLOBAL, launchCallScript, type LaunchCallOptions } from './launchCall';
import { launchPictureScript } from './launchPicture';

/**
 * Build only: how the built index.html boots (docs/performance.md). The document paints its launch
 * shell with nothing but inline CSS; an inline boot loader then asks, all at once, for the entry
 * and its imports, the request layer every first call needs, and the opening route's screen chunk
 * with its imports and CSS. The page the app opens on is known only in the browser, so the route
 * table's chunk lists are in the loader; without it, a screen chunk is asked for only after the
 * entry has run, one round trip later. The loader also leaves the opening screen's chunk and
 * stylesheets for the app (`window.__teaOpeningScreen`), which imports it by that URL: the screens'
 * loaders (src/app/screens.ts) are a chunk of their own that the launch does not wait for.
 *
 * The app's preload helper (build/unusedModules.ts) links a lazy chunk's stylesheets and waits for
 * them before the import. Stylesheets of a route are only preloaded (as=style): the helper still
 * links them itself and waits for them, so a screen never renders before its CSS (a stylesheet it
 * found already linked it would not wait for: layout shift).
 *
 * A visitor with no session (no `sid` stored) who opens a login-only route is sent to /login by
 * the app's guard: the loader asks for the login screen's files instead of the route's, and
 * leaves the request layer out (the login page sends nothing until the user acts;
 * src/app/main.tsx loads it once the page has settled).
 */

/** What the boot loader leaves for the app: the opening screen's files (src/app/screenModule.ts reads it). */
export const OPENING_SCREEN_GLOBAL = '__teaOpeningScreen';

/** `/goods/detail/:id` -> `^/goods/detail/[^/]+/?$` */
export function routeRegExp(pattern: string): string {
  const escaped = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${escaped}/?$`;
}

function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || !chunk || chunk.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/** The chunk whose facade is `source` (a module imported dynamically), if any. */
function chunkOfSource(bundle: OutputBundle, root: string, source: string): OutputChunk | undefined {
  return Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && output.facadeModuleId === resolve(root, source));
}

function cssOf(bundle: OutputBundle, files: Iterable<string>): string[] {
  return [...files].flatMap((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
}

export interface RoutePreload {
  pattern: string;
  /** login-only (`needsLogin`): a guest is sent to the login page */
  needsLogin: boolean;
  /** the screen's own chunk (one of `js`): the app imports it by this URL when it opens on the route */
  screen: string;
  js: string[];
  css: string[];
  /**
   * the files only the modules `opens` names need: asked for with the screen's, unless the
   * document's launch call has been sent, which asks for them once its answer says they will show
   * (build/launchCall.ts)
   */
  opened: string[];
}

/**
 * Per route with a screen: the files its screen chunk adds to the entry's (JS and CSS), and those of
 * the modules `opens[path]` names (chunks the screen imports lazily but shows at once, like the
 * home page's launch advert).
 */
export function routePreloads(bundle: OutputBundle, root: string, opens: Record<string, string[]> = {}): RoutePreload[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return [];
  const entryFiles = staticClosure(bundle, entry.fileName);
  const entryCss = new Set(cssOf(bundle, entryFiles));
  const chunkOf = (source: string) => chunkOfSource(bundle, root, source);
  return parseRouteTable(ROUTE_TABLE, root).flatMap((route) => {
    const source = route.specifier ? resolveSource(route.specifier, ROUTE_TABLE, root) : null;
    const chunk = source ? chunkOf(source) : undefined;
    if (!chunk) return [];
    const closure = staticClosure(bundle, chunk.fileName);
    const withOpened = new Set(closure);
    for (const opened of opens[route.path] ?? []) staticClosure(bundle, chunkOf(opened)?.fileName ?? '', withOpened);
    const js = [...closure].filter((file) => !entryFiles.has(file));
    const opened = [...withOpened].filter((file) => !entryFiles.has(file) && !closure.has(file));
    const css = [...new Set(cssOf(bundle, [...js, ...opened]))].filter((file) => !entryCss.has(file));
    return [{ pattern: routeRegExp(route.path), needsLogin: route.needsLogin, screen: chunk.fileName, js, css, opened }];
  });
}

/** One pattern for every login-only route of the table, those without a screen yet included. */
export function loginOnlyPattern(root: string): string {
  const patterns = parseRouteTable(ROUTE_TABLE, root)
    .filter((route) => route.needsLogin)
    .map((route) => routeRegExp(route.path).slice(1, -1));
  return patterns.length ? `^(?:${patterns.join('|')})$` : '';
}

/** What the boot loader starts, as URLs. */
export interface BootFiles {
  /** the entry script and the scripts it imports (Vite's modulepreloads) */
  entry: string;
  scripts: string[];
  /** the entry's stylesheets: the entry runs once they have loaded, so nothing renders unstyled */
  styles: string[];
  /** chunks every page needs soon after boot (the request layer) */
  always: string[];
  routes: RoutePreload[];
  /** matches every login-only route (`loginOnlyPattern`); empty: none */
  loginOnly?: string;
  /** the login page's route pattern: what a guest on a login-only route is shown */
  login?: string;
}

/**
 * The inline boot loader. It waits for the launch shell's first paint (one frame), then asks for
 * the entry's stylesheets, the entry and its imports, the request layer, and the opening route's
 * screen chunk with its imports (modulepreload) and CSS (preload as=style), one file per task in
 * quick succession (a MessageChannel hop each); the entry runs when its stylesheets are in. Files
 * are listed once and referred to by index: routes share most chunks.
 */
export function bootScript({ entry, scripts, styles, always, routes, loginOnly = '', login = '' }: BootFiles): string {
  const files = [...new Set(routes.flatMap(({ js, css, opened }) => [...js, ...opened, ...css]))];
  const index = (file: string) => files.indexOf(file);
  const table = JSON.stringify(routes.map(({ pattern, screen, js, css, opened }) => [pattern, js.map(index), css.map(index), opened.map(index), index(screen)]));
  return [
    '(function (entry, scripts, always, styles, files, routes, loginOnly, login) {',
    '  var started = false;',
    '  // the app\'s rule (src/state/session.ts): signed in while a non-empty sid is stored (as JSON)',
    '  function signedIn() { try { var sid = JSON.parse(localStorage.getItem("sid") || "\\"\\""); return typeof sid === "string" && sid !== ""; } catch (e) { return false; } }',
    '  // a guest on a login-only route is sent to the login page, which sends nothing until the user acts',
    '  var toLogin = !!loginOnly && new RegExp(loginOnly, "i").test(location.pathname) && !signedIn();',
    '  function link(rel, href, as) { var l = document.createElement("link"); l.rel = rel; if (as) l.as = as; l.href = href; l.crossOrigin = ""; document.head.appendChild(l); return l; }',
    '  function run() { var s = document.createElement("script"); s.type = "module"; s.crossOrigin = ""; s.src = entry; document.head.appendChild(s); }',
    '  // each link costs the main thread a few milliseconds (a request started, 10-15 ms at 4x CPU',
    '  // slowdown): one link per task, in order, so that asking for the files is no long task (the',
    '  // next task through a MessageChannel, which no timer clamping delays; a timer where there is none)',
    '  var jobs = [], channel = typeof MessageChannel === "function" ? new MessageChannel() : null;',
    '  function hop() { if (channel) channel.port2.postMessage(0); else setTimeout(next, 0); }',
    '  function next() { var job = jobs.shift(); if (jobs.length) hop(); if (job) job(); }',
    '  if (channel) channel.port1.onmessage = next;',
    '  function later(job) { jobs.push(job); if (jobs.length === 1) hop(); }',
    '  // the opening route, and its screen for the app, which imports it by URL (src/app/screenModule.ts):',
    '  // the launch bundle carries no table of every screen\'s chunk',
    '  var opening = null;',
    '  for (var i = 0; i < routes.length; i++) {',
    '    if (toLogin ? routes[i][0] === login : new RegExp(routes[i][0]).test(location.pathname)) { opening = routes[i]; break; }',
    '  }',
    `  if (opening) window.${OPENING_SCREEN_GLOBAL} = { pattern: opening[0], js: files[opening[4]], css: opening[2].map(function (file) { return files[file]; }) };`,
    '  function route() {',
    '    if (!opening) return;',
    `    opening[1].concat(window.${LAUNCH_CALL_GLOBAL} ? [] : opening[3]).forEach(function (file) { later(function () { link("modulepreload", files[file]); }); });`,
    '    opening[2].forEach(function (file) { later(function () { link("preload", files[file], "style"); }); });',
    '  }',
    '  function start() {',
    '    if (started) return; started = true;',
    '    var pending = styles.length;',
    '    styles.forEach(function (href) { later(function () { var l = link("stylesheet", href); l.onload = l.onerror = function () { if (--pending === 0) run(); }; }); });',
    '    // the request layer too, unless the document has sent the page\'s first call itself: the first',
    '    // screen then paints with its answer, and the request layer is asked for once it has painted',
    `    [entry].concat(scripts, window.${LAUNCH_CALL_GLOBAL} || toLogin ? [] : always).forEach(function (href) { later(function () { link("modulepreload", href); }); });`,
    '    later(route);',
    '    if (pending === 0) run();',
    '  }',
    '  // after the first paint; a page loaded hidden (no frames) starts at once',
    '  if (document.visibilityState === "hidden") start();',
    '  else requestAnimationFrame(function () { setTimeout(start, 0); });',
    '  setTimeout(start, 200);',
    `})(${[JSON.stringify(entry), JSON.stringify(scripts), JSON.stringify(always), JSON.stringify(styles), JSON.stringify(files), table, JSON.stringify(loginOnly), JSON.stringify(login)].join(', ')});`,
  ].join('\n');
}

/** Vite's tags for the entry in the built index.html: they are taken out, the boot loader adds them. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** The chunk that holds `source` (a dynamically imported module), and its static imports. */
function chunkClosureOf(bundle: OutputBundle, root: string, source: string): string[] {
  const chunk = chunkOfSource(bundle, root, source);
  return chunk ? [...staticClosure(bundle, chunk.fileName)] : [];
}

export interface BootLoaderOptions {
  /** modules every page needs soon after boot, loaded with the entry */
  alwaysPreload: string[];
  /** per route path, lazily imported modules its screen shows at once (preloaded with the screen) */
  opens?: Record<string, string[]>;
  /** the call a page's document sends itself (the production build's, build/launchCall.ts) */
  launchCall?: Omit<LaunchCallOptions, 'views'>;
  /** where the app sends a guest who opens a login-only route */
  loginPath?: string;
}

export function bootLoaderPlugin({ alwaysPreload, opens = {}, launchCall, loginPath = '/login' }: BootLoaderOptions): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'tea-mall:boot-loader',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        const entryTag = ENTRY_SCRIPT.exec(html);
        if (!bundle || !entryTag?.[1]) throw new Error('[boot-loader] no entry script in index.html');
        const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
        const entryFiles = entry ? staticClosure(bundle, entry.fileName) : new Set<string>();
        const always = [...new Set(alwaysPreload.flatMap((source) => chunkClosureOf(bundle, root, source)))].filter((file) => !entryFiles.has(file));
        const url = (file: string) => base + file;
        const routes = routePreloads(bundle, root, opens).map((route) => ({ ...route, screen: url(route.screen), js: route.js.map(url), css: route.css.map(url), opened: route.opened.map(url) }));
        const views = launchCall ? (routes.find((route) => new RegExp(route.pattern).test(launchCall.page))?.opened ?? []) : [];
        const script = bootScript({
          entry: entryTag[1],
          // the entry's own imports (vendor, boot, the bundler's runtime), read from the bundle: with
          // build.modulePreload off Vite lists none of them in index.html, and the browser would find
          // them only once the entry had arrived, one round trip later
          scripts: [...entryFiles].filter((file) => file !== entry?.fileName).map(url),
          styles: [...html.matchAll(STYLESHEET)].map((match) => match[1] ?? ''),
          always: always.map(url),
          routes,
          loginOnly: loginOnlyPattern(root),
          login: routeRegExp(loginPath),
        });
        const rest = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(STYLESHEET, '');
        // the launch call first, then the warm launch's picture: both start before anything else the loader asks for
        const children = [launchCall ? launchCallScript({ ...launchCall, views }) : '', launchPictureScript(), script].filter(Boolean).join('\n');
        const tag: HtmlTagDescriptor = { tag: 'script', children, injectTo: 'head' };
        return { html: rest, tags: [tag] };
      },
    },
  };
}
