/** A failed chunk load (usually a new deployment) reloads the page, at most once every 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const GUARD_KEY = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk [\w-]+ failed|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads when allowed; returns false when a reload already happened within the guard window. */
export function reloadAfterChunkError(): boolean {
  const last = Number(sessionStorage.getItem(GUARD_KEY) ?? 0);
  if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(GUARD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
}
