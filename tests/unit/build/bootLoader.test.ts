import { afterEach, describe, expect, it } from 'vitest';
import { bootScript, loginOnlyPattern, routeRegExp, type BootFiles } from '../../../build/bootLoader';

const files: BootFiles = {
  entry: '/assets/index.js',
  scripts: ['/assets/react.js'],
  styles: ['/assets/index.css'],
  always: ['/assets/transport.js'],
  routes: [
    { pattern: routeRegExp('/home'), needsLogin: false, screen: '/assets/HomeScreen.js', js: ['/assets/HomeScreen.js'], css: ['/assets/HomeScreen.css'], opened: ['/assets/NewUserPopupView.js'] },
    { pattern: routeRegExp('/goods/detail/:id'), needsLogin: false, screen: '/assets/GoodsDetailScreen.js', js: ['/assets/GoodsDetailScreen.js', '/assets/Price.js'], css: ['/assets/GoodsDetailScreen.css'], opened: [] },
    { pattern: routeRegExp('/login'), needsLogin: false, screen: '/assets/LoginScreen.js', js: ['/assets/LoginScreen.js'], css: ['/assets/LoginScreen.css'], opened: [] },
    { pattern: routeRegExp('/order'), needsLogin: true, screen: '/assets/OrderListScreen.js', js: ['/assets/OrderListScreen.js'], css: ['/assets/OrderListScreen.css'], opened: [] },
  ],
  // /order has a screen, /mine not yet
  loginOnly: `^(?:${['/order', '/mine'].map((path) => routeRegExp(path).slice(1, -1)).join('|')})$`,
  login: routeRegExp('/login'),
};

const links = (rel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'));
const moduleScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => script.getAttribute('src'));

/** What the page's own script context (jsdom's, where the loader runs; not the test's) holds in `window.__teaOpeningScreen`. */
function openingScreen(): unknown {
  const probe = document.createElement('script');
  probe.textContent = 'document.documentElement.dataset.opening = JSON.stringify(window.__teaOpeningScreen || null);';
  document.head.appendChild(probe);
  probe.remove();
  return JSON.parse(document.documentElement.dataset.opening ?? 'null');
}

/** Runs the loader as the built index.html does, on `pathname`, and waits for it to start. */
async function boot(pathname: string) {
  window.history.replaceState(null, '', pathname);
  // an inline script, as in index.html (jsdom runs inline scripts)
  const script = document.createElement('script');
  script.textContent = bootScript(files);
  document.head.appendChild(script);
  // the loader starts after a frame, or after 200 ms at the latest
  await new Promise((resolve) => setTimeout(resolve, 250));
}

afterEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('link, script').forEach((element) => element.remove());
  const clear = document.createElement('script');
  clear.textContent = 'delete window.__teaLaunchCall; delete window.__teaOpeningScreen;';
  document.head.appendChild(clear);
  clear.remove();
  window.history.replaceState(null, '', '/');
});

describe('route patterns', () => {
  it('match a route and its params, nothing deeper', () => {
    const detail = new RegExp(routeRegExp('/goods/detail/:id'));
    expect(detail.test('/goods/detail/g-1001')).toBe(true);
    expect(detail.test('/goods/detail/g-1001/')).toBe(true);
    expect(detail.test('/goods/detail/g-1001/reviews')).toBe(false);
    expect(detail.test('/goods/detail/')).toBe(false);
    expect(new RegExp(routeRegExp('/home')).test('/home/memberArea')).toBe(false);
  });
});

describe('the login-only routes, read from the route table', () => {
  it('match every route written needsLogin, with or without a screen, and no other', () => {
    const loginOnly = new RegExp(loginOnlyPattern(process.cwd()), 'i');
    for (const path of ['/order', '/mine', '/chat/chat/12', '/mine/signIn', '/shoppingCart/confirmOrder']) expect(loginOnly.test(path), path).toBe(true);
    for (const path of ['/home', '/login', '/mine/newFunction', '/shoppingCart', '/order/1', '/goods/detail/g-1']) expect(loginOnly.test(path), path).toBe(false);
  });
});

describe('the boot loader', () => {
  it('asks for the entry, its imports, the request layer and the opening route’s chunks as it starts', async () => {
    await boot('/goods/detail/g-1001');
    expect(links('modulepreload')).toEqual(['/assets/index.js', '/assets/react.js', '/assets/transport.js', '/assets/GoodsDetailScreen.js', '/assets/Price.js']);
    expect(links('stylesheet')).toEqual(['/assets/index.css']);
    // a route's CSS is only preloaded: Vite's helper links it and waits for it before the screen renders
    expect(links('preload')).toEqual(['/assets/GoodsDetailScreen.css']);
    expect(links('preload').includes('/assets/HomeScreen.css')).toBe(false);
  });

  it('asks for one file per task, the stylesheet first (each link is a request started on the main thread)', async () => {
    // a MutationObserver hears of the links added in a task after that task: one batch per task
    const batches: string[][] = [];
    const observer = new MutationObserver((records) => {
      const added = records.flatMap((record) => [...record.addedNodes]).filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement);
      if (added.length > 0) batches.push(added.map((link) => link.getAttribute('href') ?? ''));
    });
    observer.observe(document.head, { childList: true });
    try {
      await boot('/goods/detail/g-1001');
    } finally {
      observer.disconnect();
    }
    expect(batches).toEqual([['/assets/index.css'], ['/assets/index.js'], ['/assets/react.js'], ['/assets/transport.js'], ['/assets/GoodsDetailScreen.js'], ['/assets/Price.js'], ['/assets/GoodsDetailScreen.css']]);
  });

  it('leaves the opening route’s screen chunk and stylesheets for the app, which imports it by URL (src/app/screenModule.ts)', async () => {
    await boot('/goods/detail/g-1001');
    expect(openingScreen()).toEqual({ pattern: routeRegExp('/goods/detail/:id'), js: '/assets/GoodsDetailScreen.js', css: ['/assets/GoodsDetailScreen.css'] });
  });

  it('leaves the login screen for a guest on a login-only route, and nothing for a route without a screen', async () => {
    await boot('/order');
    expect(openingScreen()).toMatchObject({ js: '/assets/LoginScreen.js' });
    document.head.querySelectorAll('script').forEach((element) => element.remove());
    const clear = document.createElement('script');
    clear.textContent = 'delete window.__teaOpeningScreen;';
    document.head.appendChild(clear);
    await boot('/mine/pointsHall');
    expect(openingScreen()).toBeNull();
  });

  it('runs the entry only once its stylesheets are in, and once', async () => {
    await boot('/home');
    expect(moduleScripts()).toEqual([]);
    document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('load'));
    expect(moduleScripts()).toEqual(['/assets/index.js']);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(moduleScripts()).toEqual(['/assets/index.js']);
  });

  it('asks for the files of what a screen opens at once (the launch advert’s view) with the screen’s', async () => {
    await boot('/home');
    expect(links('modulepreload')).toEqual(['/assets/index.js', '/assets/react.js', '/assets/transport.js', '/assets/HomeScreen.js', '/assets/NewUserPopupView.js']);
  });

  it('leaves the request layer and the advert’s view out when the document has sent its launch call (build/launchCall.ts)', async () => {
    // set as the launch call sets it: in the page's own script context (jsdom's, not the test's)
    const launchCall = document.createElement('script');
    launchCall.textContent = 'window.__teaLaunchCall = { path: "/teamall-buyer/imagePopup/getImagePopup", mac: "h5-0", answered: false, answer: Promise.resolve(null) };';
    document.head.appendChild(launchCall);
    await boot('/home');
    expect(links('modulepreload')).toEqual(['/assets/index.js', '/assets/react.js', '/assets/HomeScreen.js']);
    expect(links('preload')).toEqual(['/assets/HomeScreen.css']);
  });

  it('still boots a route it has no chunks for, and when a stylesheet fails', async () => {
    await boot('/mine/pointsHall');
    expect(links('modulepreload')).toEqual(['/assets/index.js', '/assets/react.js', '/assets/transport.js']);
    expect(links('preload')).toEqual([]);
    document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('error'));
    expect(moduleScripts()).toEqual(['/assets/index.js']);
  });

  it('asks a guest on a login-only route for the login screen instead, without the request layer', async () => {
    await boot('/order');
    expect(links('modulepreload')).toEqual(['/assets/index.js', '/assets/react.js', '/assets/LoginScreen.js']);
    expect(links('preload')).toEqual(['/assets/LoginScreen.css']);
  });

  it('does so for a login-only route with no screen yet too, whatever its case', async () => {
    await boot('/Mine');
    expect(links('modulepreload')).toEqual(['/assets/index.js', '/assets/react.js', '/assets/LoginScreen.js']);
  });

  it('asks a signed-in visitor on a login-only route for the route’s own screen and the request layer', async () => {
    localStorage.setItem('sid', JSON.stringify('sid-buyer-20261120'));
    await boot('/order');
    expect(links('modulepreload')).toEqual(['/assets/index.js', '/assets/react.js', '/assets/transport.js', '/assets/OrderListScreen.js']);
    expect(links('preload')).toEqual(['/assets/OrderListScreen.css']);
  });

  it('takes an empty or unreadable sid for a guest, as the app does', async () => {
    localStorage.setItem('sid', JSON.stringify(''));
    await boot('/order');
    expect(links('modulepreload')).toContain('/assets/LoginScreen.js');
    document.head.querySelectorAll('link, script').forEach((element) => element.remove());
    localStorage.setItem('sid', '{not json');
    await boot('/order');
    expect(links('modulepreload')).toContain('/assets/LoginScreen.js');
  });
});
