import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** index.html as written (Vite keeps its head; the boot loader is added after it at build time). */
const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
const head = html.slice(0, html.indexOf('</head>'));

/** The inline script that cleans the address: the first <script> of the document. */
function cleaningScript(): string {
  const match = /<script>([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no inline script in index.html');
  return match[1];
}

/** Runs the script as the browser would, at `path`. */
function openAt(path: string): void {
  window.history.replaceState(null, '', path);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is index.html's own, run as the page runs it
  const run = new Function(cleaningScript()) as () => void;
  run();
}

const address = () => window.location.pathname + window.location.search + window.location.hash;

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** Issue 10 item 10: a ?token= never reaches a server in a Referer. */
describe('index.html and the query token', () => {
  it('sets a referrer policy that sends no path or query, before anything is requested', () => {
    const policy = /<meta name="referrer" content="([^"]+)"/.exec(head);
    expect(policy?.[1]).toBe('strict-origin');
    const firstRequest = head.search(/<(script|link)\b/);
    expect(head.indexOf('<meta name="referrer"')).toBeLessThan(firstRequest);
  });

  it('cleans the address with the first script of the page, before any other script or link', () => {
    expect(head.search(/<(script|link)\b/)).toBe(head.indexOf('<script>'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('takes the token out of the address and keeps it in session storage', () => {
    openAt('/goods/detail/g-1001?token=tok-123&skuId=s-1#reviews');
    expect(address()).toBe('/goods/detail/g-1001?skuId=s-1#reviews');
    expect(window.sessionStorage.getItem('token')).toBe('tok-123');
  });

  it('a new ?token= does not replace a stored one (one is kept only if none is stored yet), and still leaves the address', () => {
    window.sessionStorage.setItem('token', 'tok-first');
    openAt('/home?token=tok-second');
    expect(address()).toBe('/home');
    expect(window.sessionStorage.getItem('token')).toBe('tok-first');
  });

  it('leaves an address without a token as it is', () => {
    openAt('/home?x=1');
    expect(address()).toBe('/home?x=1');
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });
});
