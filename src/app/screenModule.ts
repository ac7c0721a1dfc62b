import type { RoutePath } from '@/routes';
import type { ScreenModule } from './routeTable';
import type { screenLoaders as ScreenLoaders } from './screens';

/**
 * What the built index.html's boot loader leaves for the app (build/bootLoader.ts): the opening
 * route's screen chunk and its stylesheets by URL, the files it has already asked for. `pattern` is
 * the route's regular expression (`routeRegExp`); a route pattern such as `/goods/detail/:id`
 * matches its own expression.
 */
export interface OpeningScreenFiles {
  pattern: string;
  js: string;
  css: string[];
}

declare global {
  interface Window {
    __teaOpeningScreen?: OpeningScreenFiles;
  }
}

/*
 * Written here rather than through Vite's preload helper: the opening screen is imported by URL
 * (below), which the helper does not wrap. Same rule as the helper's (build/unusedModules.ts): a
 * screen never renders before its stylesheets, so link each one not linked yet and wait for it.
 */
function stylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error(`Unable to load CSS ${href}`));
    };
    document.head.appendChild(link);
  });
}

/** The opening screen by the boot loader's URLs, once, if `path` is the route it was asked for. */
function openingScreen(path: RoutePath): Promise<ScreenModule> | null {
  const files = window.__teaOpeningScreen;
  if (!files || !new RegExp(files.pattern).test(path)) return null;
  window.__teaOpeningScreen = undefined;
  return Promise.all(files.css.map(stylesheet)).then(() => import(/* @vite-ignore */ files.js) as Promise<ScreenModule>);
}

/** The screen loaders' chunk (src/app/screens.ts): asked for once, by the first page after the opening one, or when the launch has settled. */
export function screenLoaders(): Promise<typeof ScreenLoaders> {
  return import('./screens').then((module) => module.screenLoaders);
}

/**
 * The screen module of a route that has one (`screen: true` in the route table). The opening page
 * of a build comes by the URL its boot loader already asked for, so the launch needs no table of
 * every screen's chunk; every other page, and every page in development and Storybook, through
 * `screenLoaders()`.
 */
export function screenModule(path: RoutePath): Promise<ScreenModule> {
  return (
    openingScreen(path) ??
    screenLoaders().then((loaders) => {
      const load = loaders[path];
      if (!load) throw new Error(`no screen for ${path} in src/app/screens.ts`);
      return load();
    })
  );
}
