import { startTransition, useEffect, useState } from 'react';
import { sharedStart } from './shared-start';

/** Code the build puts in a chunk of its own, fetched when first wanted: a module's constant. */
export interface CodeChunk<Module> {
  /** Fetches it once for every caller; a failed fetch is tried again next time. */
  readonly load: () => Promise<Module>;
  /** The module, once fetched. */
  readonly loaded: Module | undefined;
}

export function codeChunk<Module>(load: () => Promise<Module>): CodeChunk<Module> {
  let loaded: Module | undefined;
  return {
    load: sharedStart(async () => (loaded = await load())),
    get loaded() {
      return loaded;
    },
  };
}

/**
 * The chunk's module for a component to draw: at once if it is in already, else `undefined` until
 * it arrives. A chunk that cannot be fetched fails the component, for its error boundary to say.
 * Nothing suspends, unlike `React.lazy` and `use`: React shows content that suspended no sooner
 * than 300 ms after the fallback it showed meanwhile, however soon the chunk came. With
 * `inTransition` the module's arrival is drawn in a transition, which React renders in slices
 * that leave a phone's main thread free in between.
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
