import { useSyncExternalStore } from 'react';

/**
 * A part of the page loaded on use (MUI's Tooltip, the rich-text editor): `preload()` starts loading
 * it once, `current()` is it once loaded (else null), and `useLoaded()` renders every user again
 * when it arrives.
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
      (loading ??= load().then((part) => {
        loaded = part;
        listeners.forEach((listener) => listener());
      })),
    current,
    useLoaded: () => useSyncExternalStore(subscribe, current),
  };
}
