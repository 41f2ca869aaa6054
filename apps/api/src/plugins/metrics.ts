import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import { MESSAGES } from '@admin/contract';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Who may read /metrics: a bearer token, addresses and CIDRs, or both (either lets in). Without
 * either the metrics are served to this machine only (loopback), and not at all in production.
 */
export interface MetricsAccess {
  token?: string;
  allow?: string[];
  production?: boolean;
}

export interface Metrics {
  /** A scheduled run's outcome (lib/scheduler.ts). */
  jobRun(job: string, outcome: 'ran' | 'failed'): void;
  /** An export's end (lib/export.ts, sendExport). */
  exportEnded(name: string, format: string, status: 'done' | 'failed' | 'cancelled'): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The addresses of an allow-list: `10.0.0.0/8`, `192.168.1.7`, `::1`. */
function blockListOf(allow: string[]): BlockList {
  const list = new BlockList();
  for (const entry of allow) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

const LOOPBACK = ['127.0.0.0/8', '::1'];

/** `::ffff:127.0.0.1` as the IPv4 address it is. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.)/, '');

/**
 * Prometheus metrics at /metrics (prom-client): request durations by route pattern and status,
 * the database pool (PostgreSQL), scheduled runs by job and outcome and the runs that need a
 * person, exports by name, format and end, and Node's own process metrics. Each process serves its
 * own: behind a load balancer, Prometheus scrapes every process.
 */
export default fp<{ access: MetricsAccess }>(
  async (app, { access }) => {
    const register = new Registry();
    collectDefaultMetrics({ register });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [register],
    });
    new Gauge({
      name: 'db_pool_connections',
      help: "The PostgreSQL pool's connections: total, idle, and requests waiting for one (absent on SQLite)",
      labelNames: ['state'] as const,
      registers: [register],
      collect() {
        const stats = app.dbPoolStats();
        if (!stats) return;
        for (const [state, count] of Object.entries(stats)) this.set({ state }, count);
      },
    });
    const jobRuns = new Counter({
      name: 'job_runs_total',
      help: 'Scheduled runs this process ran, by job and outcome',
      labelNames: ['job', 'outcome'] as const,
      registers: [register],
    });
    new Gauge({
      name: 'job_runs_needing_attention',
      help: 'Scheduled runs failed or left by a dead process (all processes), as staff see them on the home screen',
      registers: [register],
      async collect() {
        const row = await app.db
          .selectFrom('job_runs')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where((eb) =>
            eb.or([
              eb('status', '=', 'failed'),
              eb.and([eb('status', '=', 'running'), eb('lease_until', '<=', new Date().toISOString())]),
            ]),
          )
          .executeTakeFirstOrThrow();
        this.set(Number(row.count));
      },
    });
    const exports = new Counter({
      name: 'exports_total',
      help: 'Exports this process sent, by export, format and how they ended',
      labelNames: ['name', 'format', 'status'] as const,
      registers: [register],
    });

    app.decorate<Metrics>('metrics', {
      jobRun: (job, outcome) => jobRuns.inc({ job, outcome }),
      exportEnded: (name, format, status) => exports.inc({ name, format, status }),
    });

    app.addHook('onResponse', async (request, reply) => {
      duration.observe(
        { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    const allowed = access.allow?.length ? blockListOf(access.allow) : null;
    const open = !access.token && !allowed;
    const loopback = blockListOf(LOOPBACK);
    const token = access.token ? Buffer.from(`Bearer ${access.token}`) : null;
    const mayRead = (address: string, authorization: string | undefined) => {
      const ip = plainAddress(address);
      const type = isIPv6(ip) ? 'ipv6' : 'ipv4';
      // production without a token or a list: served to nobody
      if (open) return !access.production && loopback.check(ip, type);
      if (allowed?.check(ip, type)) return true;
      const given = Buffer.from(authorization ?? '');
      return token !== null && given.length === token.length && timingSafeEqual(given, token);
    };

    app.get('/metrics', { config: { permission: 'public' }, schema: { hide: true } }, async (request, reply) => {
      // a refused reader learns nothing: the same 404 as a server without metrics
      if (!mayRead(request.ip, request.headers.authorization)) {
        return reply.code(404).type('text/plain; charset=utf-8').send(MESSAGES.notFound);
      }
      return reply.type(register.contentType).send(await register.metrics());
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
