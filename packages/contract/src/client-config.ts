import { z } from 'zod/mini';

/** What the web app learns from the server at run time (GET /client-config). */
export const clientConfig = z.object({
  /** The notification service: its public URL, else this port on the host that serves the page. */
  notify: z.object({ url: z.nullable(z.string()), port: z.int() }),
});
export type ClientConfig = z.infer<typeof clientConfig>;
