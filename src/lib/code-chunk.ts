import { startTransition, useEffect, useState } from 'react';
import { sharedStart } from './shared-start';

/** Code the build puts in a chunk of its own, fetched when first wanted. */
export interface CodeChunk<Module> {
  /** Fetches it once for every caller; a failed fetch is tried again next time. */
  load: () => Promise<Module>;
  /** The module, once fetched. */
  loaded: Module | undefined;
}

export function codeChunk<Module>(load: () => Promise<Module>): CodeChunk<Module> {
  const chunk: CodeChunk<Module> = {
    loaded: undefined,
    load: sharedStart(async () => (chunk.loaded = await load())),
  };
  return chunk;
}

/**
 * The chunk's module for a component to draw: `undefined` until it is in, then the module, at
 * once if it is in already. A chunk that cannot be fetched fails the component, for its error
 * boundary to say. Nothing suspends, unlike `React.lazy` and `use`: React shows content that
 * suspended no sooner than 300 ms after the fallback it showed meanwhile, however soon the chunk
 * came. `inTransition` draws the module in a transition, which React renders in slices that
 * leave a phone's main thread free in between.
 */
export function useCodeChunk<Module>(
  chunk: CodeChunk<Module>,
  { inTransition = false }: { inTransition?: boolean } = {},
): Module | undefined {
  const [state, setState] = useState<{ module?: Module; failure?: unknown }>(() => ({
    module: chunk.loaded,
  }));
  const waiting = state.module === undefined && !('failure' in state);
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    chunk.load().then(
      (module) => {
        if (!current) return;
        const show = () => {
          setState({ module });
        };
        if (inTransition) startTransition(show);
        else show();
      },
      (failure: unknown) => {
        if (current) setState({ failure });
      },
    );
    return () => {
      current = false;
    };
  }, [chunk, waiting, inTransition]);
  if ('failure' in state) throw state.failure;
  return state.module;
}
