import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Believes the nearest `hops` senders of a request (proxy-addr numbers the socket's peer 0). */
export type TrustHops = (address: string, hop: number) => boolean;

/**
 * Which proxies' X-Forwarded-* headers to believe: addresses and CIDRs separated by commas
 * (`127.0.0.1`, `10.0.0.0/8`, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`), or a
 * hop count (`1`: whatever connects to us is the one proxy; only when nothing else can reach the
 * port). Never every sender: any client could then write its own address. Unset, empty, `0` or
 * `false`: no proxy.
 */
export function parseTrustProxy(value: string | undefined): TrustHops | string[] | false {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') {
    throw new Error('TRUST_PROXY=true would believe any client: give the proxy addresses or a hop count');
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** What the seed writes at start: base data, base and demo data, or nothing. */
export type SeedMode = 'demo' | 'base' | false;

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
    /** JOBS=off: this process runs no scheduled work (another one does). */
    jobs: env.JOBS !== 'off',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url))),
    /** Where the web app finds the notification service (GET /api/client-config tells it). */
    notify: { url: env.NOTIFY_PUBLIC_URL?.replace(/\/$/, '') || null, port: notifyPort },
    /** Where this server sends its own messages (the disbursement's): the service on this host by default. */
    notifyServiceUrl: env.NOTIFY_INTERNAL_URL?.replace(/\/$/, '') || `http://127.0.0.1:${notifyPort}`,
    /** The web app calls the notification service on its own port, on whatever host serves the page. */
    connectOrigins: env.NOTIFY_PUBLIC_URL
      ? [env.NOTIFY_PUBLIC_URL]
      : [`http://*:${notifyPort}`, `https://*:${notifyPort}`],
  };
}
