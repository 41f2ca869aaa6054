import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALEPAY_LIVE_URL, type AlepaySettings, SANDBOX_CHECKSUM_KEY } from './modules/alepay/public.ts';
import type { MetricsAccess } from './plugins/metrics.ts';
import type { ApiDocsAccess } from './plugins/swagger.ts';

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

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * Who may read /metrics: METRICS_TOKEN (a Bearer token) and/or METRICS_ALLOW (addresses, CIDRs,
 * `loopback`); with neither, this machine only outside production and nobody in production.
 */
export function metricsAccess(env: NodeJS.ProcessEnv, production: boolean): MetricsAccess {
  const token = env.METRICS_TOKEN?.trim() || undefined;
  const allow = list(env.METRICS_ALLOW);
  if (token || allow.length) return { token, allow };
  return production ? false : { allow: ['loopback'] };
}

const API_DOCS: readonly ApiDocsAccess[] = ['public', 'signed-in', 'off'];

/** API_DOCS: public, signed-in or off; off in production and public otherwise when unset. */
export function apiDocsAccess(value: string | undefined, production: boolean): ApiDocsAccess {
  const text = value?.trim() ?? '';
  if (text === '') return production ? 'off' : 'public';
  if (!API_DOCS.includes(text as ApiDocsAccess)) {
    throw new Error(`API_DOCS must be ${API_DOCS.join(', ')}, not "${text}"`);
  }
  return text as ApiDocsAccess;
}

/**
 * The payment gateway of this environment. ALEPAY_MODE=live (or, in production, whenever
 * ALEPAY_TOKEN_KEY is set) speaks Alepay's API with ALEPAY_TOKEN_KEY and ALEPAY_CHECKSUM_KEY at
 * ALEPAY_BASE_URL; ALEPAY_MODE=sandbox (the default outside production) is the in-process sandbox;
 * production without credentials has none (`off`).
 */
export function alepaySettings(env: NodeJS.ProcessEnv = process.env): AlepaySettings {
  const production = env.NODE_ENV === 'production';
  const mode = env.ALEPAY_MODE || (production ? (env.ALEPAY_TOKEN_KEY ? 'live' : 'off') : 'sandbox');
  if (mode === 'live') {
    return {
      mode,
      baseUrl: env.ALEPAY_BASE_URL || ALEPAY_LIVE_URL,
      tokenKey: env.ALEPAY_TOKEN_KEY ?? '',
      checksumKey: env.ALEPAY_CHECKSUM_KEY ?? '',
    };
  }
  // never the sandbox in production, whatever the environment says (startProblems refuses to start)
  if (mode === 'sandbox' && !production) return { mode, checksumKey: env.ALEPAY_CHECKSUM_KEY || SANDBOX_CHECKSUM_KEY };
  return { mode: 'off' };
}

/**
 * Why this environment must not start (empty: it may). In production no secret may fall back to
 * a default: the sandbox gateway, whose key is published and whose checkout page pays without
 * money, is refused, and a live gateway needs both of its keys. Outside production only an
 * unknown ALEPAY_MODE is refused.
 */
export function startProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = [];
  const mode = env.ALEPAY_MODE;
  if (mode && !['live', 'sandbox', 'off'].includes(mode)) {
    problems.push(`ALEPAY_MODE=${mode} is not one of live, sandbox, off`);
  }
  if (env.NODE_ENV !== 'production') return problems;
  if (mode === 'sandbox') {
    problems.push('ALEPAY_MODE=sandbox is refused in production: its checkout page credits wallets without payment');
  }
  if (alepaySettings(env).mode === 'live') {
    for (const name of ['ALEPAY_TOKEN_KEY', 'ALEPAY_CHECKSUM_KEY']) {
      if (!env[name]) problems.push(`${name} is missing: the live Alepay gateway needs it`);
    }
  }
  return problems;
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
    alepay: alepaySettings(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metrics: metricsAccess(env, production),
    apiDocs: apiDocsAccess(env.API_DOCS, production),
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
