/**
 * How the API and the notification service start: a failure is one line on stderr and exit code 1
 * (no stack trace for a port in use or a database that cannot be reached), and a process started
 * by `npm start` (with an IPC channel) tells it when it listens.
 */

interface Listener {
  listen(options: { port: number; host: string }): Promise<string>;
}

export interface ListenOptions {
  port: number;
  host: string;
  /** The variable that sets the port (PORT, NOTIFY_PORT), named in the message of a port in use. */
  portVariable: string;
  /** Which server this is, in the message to `npm start`. */
  server: 'api' | 'notify';
}

/** The message of an error, with the message of its cause (a failed migration's reason). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`.replace(/\s+/g, ' ').trim();
}

/** `<who> could not start: <reason>` on one line, and exit 1. */
export function startFailure(who: string, error: unknown): never {
  process.stderr.write(`${who} could not start: ${reasonOf(error)}\n`);
  process.exit(1);
}

/** Listens on the port or explains in one line why it cannot, then exits 1. */
export async function listenOrExplain(app: Listener, options: ListenOptions): Promise<void> {
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const line =
      code === 'EADDRINUSE'
        ? `Port ${options.port} is in use: set ${options.portVariable} to another port`
        : code === 'EACCES'
          ? `Port ${options.port} needs privileges this user does not have: set ${options.portVariable} to a port above 1023`
          : `Cannot listen on ${options.host}:${options.port}: ${reasonOf(error)}`;
    process.stderr.write(`${line}\n`);
    process.exit(1);
  }
  process.send?.({ listening: options.server, port: options.port });
}
