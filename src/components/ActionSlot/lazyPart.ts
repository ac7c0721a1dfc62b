import { createElement, useEffect, useState, type ComponentType, type FunctionComponent } from 'react';
import { loadChunk } from '@/platform/chunkLoader';

/**
 * A lazily loaded part of an action (render it inside `ActionSlot`): draws nothing while its chunk
 * loads, then the part. A chunk that did not arrive throws into the slot, which fails the action;
 * the next action's part asks for the chunk again. Written instead of React.lazy, which keeps its
 * rejected promise forever: one offline tap would break the action until a reload. The load has
 * the chunk loader's timeout and typed error.
 */
export function lazyPart<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): FunctionComponent<Props> {
  let loaded: ComponentType<Props> | null = null;
  return function LazyPart(props: Props) {
    const [part, setPart] = useState<ComponentType<Props> | null>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (part) return undefined;
      let live = true;
      loadChunk(load).then(
        (module) => {
          loaded = module.default;
          if (live) setPart(() => module.default);
        },
        (error: unknown) => {
          if (live) setFailure({ error });
        },
      );
      return () => {
        live = false;
      };
    }, [part]);
    if (failure) throw failure.error;
    return part ? createElement(part, props) : null;
  };
}
