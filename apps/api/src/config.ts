import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeedMode } from './db/seed/index.ts';

/** The settings of the server and the command-line tools, from the environment. */
export function readEnv(env: NodeJS.ProcessEnv = process.env) {
  const production = env.NODE_ENV === 'production';
  const notifyPort = Number(env.NOTIFY_PORT ?? 3001);
  const seed: SeedMode =
    env.SEED === 'none' ? false : env.SEED === 'base' || env.SEED === 'demo' ? env.SEED : production ? 'base' : 'demo';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    production,
    seed,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url))),
    /** The web app calls the notification service on its own port, on whatever host serves the page. */
    connectOrigins: env.NOTIFY_PUBLIC_URL
      ? [env.NOTIFY_PUBLIC_URL]
      : [`http://*:${notifyPort}`, `https://*:${notifyPort}`],
  };
}
