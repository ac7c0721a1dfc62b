import { useEffect, useState } from 'react';
import { afterSettle } from './afterSettle';

/** A module kept off a screen's launch: loaded once, then read synchronously. */
export interface DeferredModule<T> {
  /** starts (or joins) the load; a failed load is tried again on the next call */
  load: () => Promise<T>;
  /** the module once it has loaded */
  current: () => T | undefined;
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () => {
      pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}

export interface DeferredModuleOptions {
  /**
   * Also load the module once the page has settled, ahead of its first use (default). Off for a
   * module most launches never need, like the launch advert's view.
   */
  loadWhenSettled?: boolean;
}

/**
 * A deferred module for a component: the module at once when it has loaded before, otherwise
 * `undefined` until it loads, which it starts when `needed` turns true or once the page has
 * settled (src/platform/afterSettle.ts), whichever comes first. A failed load is logged; the next
 * time it is needed it is tried again.
 */
export function useDeferredModule<T>(module: DeferredModule<T>, needed: boolean, name: string, { loadWhenSettled = true }: DeferredModuleOptions = {}): T | undefined {
  const [loaded, setLoaded] = useState<T | undefined>(() => module.current());
  const [settled, setSettled] = useState(false);
  const value = loaded ?? module.current();
  const ready = value !== undefined;

  useEffect(() => {
    if (ready || !loadWhenSettled) return;
    return afterSettle(() => setSettled(true));
  }, [ready, loadWhenSettled]);

  useEffect(() => {
    if (ready || !(needed || settled)) return;
    let live = true;
    module.load().then(
      (result) => {
        if (live) setLoaded(() => result);
      },
      (error: unknown) => console.warn(`[${name}] did not load`, error),
    );
    return () => {
      live = false;
    };
  }, [ready, needed, settled, module, name]);

  return value;
}
