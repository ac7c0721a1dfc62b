/**
 * The requests the story's page has started and not yet finished, counted at the call (fetch, and
 * XMLHttpRequest, which axios uses), for the story runner's readiness wait (runner/readiness.ts):
 * a request an effect starts after the previous response is counted in the same task that starts
 * it, so "nothing in flight for two frames" means the page has stopped asking, without waiting a
 * fixed quiet time. Installed once by preview.tsx; in Storybook's own UI it only counts.
 */
export interface RequestsInFlight {
  /** the URLs of the requests in flight */
  urls(): string[];
  /**
   * Stops counting the requests in flight now: a new story's visit starts, and what an earlier
   * story left open (a Loading story's request never answers) is not this one's.
   */
  forget(): void;
}

declare global {
  interface Window {
    __storyRequestsInFlight?: RequestsInFlight;
  }
}

export function trackRequestsInFlight(): void {
  if (window.__storyRequestsInFlight) return;
  const inFlight = new Map<number, string>();
  let next = 0;
  const start = (url: string) => {
    next += 1;
    inFlight.set(next, url);
    return next;
  };

  const nativeFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const id = start(url);
    return nativeFetch(input, init).finally(() => inFlight.delete(id));
  };

  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the request as `this` below
  const nativeOpen = XMLHttpRequest.prototype.open;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the request as `this` below
  const nativeSend = XMLHttpRequest.prototype.send;
  const urls = new WeakMap<XMLHttpRequest, string>();
  XMLHttpRequest.prototype.open = function open(this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
    urls.set(this, String(args[1]));
    return nativeOpen.apply(this, args);
  } as XMLHttpRequest['open'];
  XMLHttpRequest.prototype.send = function send(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const id = start(urls.get(this) ?? '');
    this.addEventListener('loadend', () => inFlight.delete(id), { once: true });
    try {
      nativeSend.call(this, body);
    } catch (error) {
      inFlight.delete(id);
      throw error;
    }
  };

  window.__storyRequestsInFlight = { urls: () => [...inFlight.values()], forget: () => inFlight.clear() };
}
