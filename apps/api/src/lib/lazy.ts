/**
 * A package loaded on its first use instead of with the server: `load` runs once, its promise is
 * kept. The PDF, spreadsheet and image packages (with the job queue's, imported where it starts) cost
 * about a third of a second of every start of a process that may never use them (a test file's, a server's).
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
