/*
 * Stand-ins for what the share screens reach outside the page: the clipboard, the native host's
 * save call, a link's download, the user agent. Each install returns its undo, for a story's
 * `beforeEach`, so nothing leaks into the next story.
 */

type Undo = () => void;

function override<T extends object>(target: T, key: PropertyKey, value: unknown): Undo {
  const own = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  return () => {
    if (own) Object.defineProperty(target, key, own);
    else Reflect.deleteProperty(target, key);
  };
}

/** A clipboard holding `text`: what the page writes is kept in `written`. */
export function fakeClipboard(text = ''): { written: string[]; install: () => Undo } {
  const written: string[] = [];
  let held = text;
  return {
    written,
    install: () => {
      written.length = 0;
      held = text;
      return override(navigator, 'clipboard', {
        writeText: (value: string) => {
          written.push(value);
          held = value;
          return Promise.resolve();
        },
        readText: () => Promise.resolve(held),
      });
    },
  };
}

/** The native host's iOS channel with `saveImageToAlbum`: what it was sent is kept in `sent`. */
export function fakeSaveBridge(): { sent: unknown[]; install: () => Undo } {
  const sent: unknown[] = [];
  return {
    sent,
    install: () => {
      sent.length = 0;
      return override(window, 'webkit', { messageHandlers: { saveImageToAlbum: { postMessage: (payload: unknown) => sent.push(payload) } } });
    },
  };
}

/** Link clicks caught (a download would leave the story): each clicked link's `download` name is kept. */
export function catchDownloads(): { names: string[]; install: () => Undo } {
  const names: string[] = [];
  return {
    names,
    install: () => {
      names.length = 0;
      const original = Object.getOwnPropertyDescriptor(HTMLAnchorElement.prototype, 'click');
      Object.defineProperty(HTMLAnchorElement.prototype, 'click', {
        configurable: true,
        writable: true,
        value: function click(this: HTMLAnchorElement) {
          names.push(this.download);
        },
      });
      return () => {
        if (original) Object.defineProperty(HTMLAnchorElement.prototype, 'click', original);
        else Reflect.deleteProperty(HTMLAnchorElement.prototype, 'click');
      };
    },
  };
}

export const USER_AGENTS = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
} as const;

/** The page reads `navigator.userAgent` as `agent` until the undo. */
export function withUserAgent(agent: string): () => Undo {
  return () => override(navigator, 'userAgent', agent);
}
