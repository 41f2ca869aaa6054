import { useState, useSyncExternalStore } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '../lib/chunk-reload.ts';

/**
 * A part of the page loaded on use (MUI's Tooltip, the rich-text editor): `preload()` starts loading
 * it once, `current()` is it once loaded (else null), and `useLoaded()` renders every user again
 * when it arrives. A load that fails is forgotten, so the next use tries again; a chunk that is gone
 * (a new deployment) reloads the page, as a screen's does (lib/chunk-reload.ts).
 */
export function lazyPart<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const current = () => loaded;
  return {
    preload: (): Promise<void> =>
      (loading ??= load().then(
        (part) => {
          loaded = part;
          listeners.forEach((listener) => listener());
        },
        (error: unknown) => {
          loading = null;
          if (isChunkLoadError(error)) reloadAfterChunkError();
          throw error;
        },
      )),
    current,
    useLoaded: () => useSyncExternalStore(subscribe, current),
  };
}

/**
 * A field drawn as a light stand-in until it is used (the date pickers, the search fields): the
 * pointer over the stand-in starts loading `part`, the focus puts the part in its place. `Part` is
 * the part once loaded and used (or at once when it had loaded before the field was shown);
 * `focused` says whether the stand-in still has the focus, for the part to take it (a Tab onwards
 * is not undone); `standIn` are the stand-in's handlers.
 */
export function useOnUse<T>(part: ReturnType<typeof lazyPart<T>>) {
  const loaded = part.useLoaded();
  const [used, setUsed] = useState(() => part.current() !== null);
  const [focused, setFocused] = useState(false);
  return {
    Part: used ? loaded : null,
    focused,
    standIn: {
      onPointerEnter: () => void part.preload(),
      onFocus: () => {
        setUsed(true);
        setFocused(true);
        void part.preload();
      },
      onBlur: () => setFocused(false),
    },
  };
}
