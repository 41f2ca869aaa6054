import { timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@admin/contract';
import proxyAddr from '@fastify/proxy-addr';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { HttpError, notFound } from '../lib/http-error.ts';
import { sendError } from './errors.ts';

/**
 * Who may read /metrics: a scraper that sends `Authorization: Bearer <token>`, or one whose address
 * is in `allow` (addresses, CIDRs, or proxy-addr's names such as `loopback`). `false`: not served.
 */
export type MetricsAccess = { token?: string; allow?: string[] } | false;

export const METRICS_PATH = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /** One export sent (a list's CSV or XLSX), by its file name and format. */
      countExport(kind: string, format: string): void;
      /** One scheduled job's run, by its name and how it ended. */
      countJobRun(job: string, outcome: 'ran' | 'failed'): void;
    };
  }
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics of this process (prom-client): request duration by route pattern and status,
 * the database pool (PostgreSQL), scheduled job runs, exports, and node's own (memory, event loop, GC).
 * Each process serves its own: behind a load balancer, scrape every process, not the balancer.
 */
export default fp<{ access: MetricsAccess }>(
  async (app, options) => {
    const registry = new Registry();
    registry.setDefaultLabels({ service: 'admin-api' });
    if (options.access) collectDefaultMetrics({ register: registry });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const exports = new Counter({
      name: 'admin_exports_total',
      help: 'Exports sent, by kind (file name) and format',
      labelNames: ['kind', 'format'] as const,
      registers: [registry],
    });
    const jobRuns = new Counter({
      name: 'admin_job_runs_total',
      help: 'Scheduled job runs in this process, by job and outcome',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    });
    const pool = app.database.poolStats;
    if (pool() !== null) {
      const state = (key: 'total' | 'idle' | 'waiting', help: string) =>
        new Gauge({
          name: `db_pool_${key === 'waiting' ? 'waiting_clients' : `${key}_connections`}`,
          help,
          registers: [registry],
          collect() {
            this.set(pool()?.[key] ?? 0);
          },
        });
      state('total', 'PostgreSQL connections open in the pool');
      state('idle', 'PostgreSQL connections idle in the pool');
      state('waiting', 'Queries waiting for a PostgreSQL connection');
    }

    app.decorate('metrics', {
      countExport: (kind: string, format: string) => exports.inc({ kind, format }),
      countJobRun: (job: string, outcome: 'ran' | 'failed') => jobRuns.inc({ job, outcome }),
    });

    app.addHook('onResponse', (request, reply, done) => {
      // the pattern (/api/v2/products/:id), never the address itself: one series per route
      const route = request.routeOptions.url ?? (request.is404 ? 'not found' : 'unknown');
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });

    const { access } = options;
    const allowed = access && access.allow?.length ? proxyAddr.compile(access.allow) : null;
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!access) return sendError(reply, notFound(MESSAGES.notFound));
      const [scheme, token] = (request.headers.authorization ?? '').split(' ');
      const byToken = !!access.token && scheme?.toLowerCase() === 'bearer' && !!token && sameToken(token, access.token);
      const byAddress = !!allowed && allowed(request.ip, 0);
      if (!byToken && !byAddress) {
        if (access.token) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          return sendError(reply, new HttpError(401, 401, 'The metrics need their token (METRICS_TOKEN)'));
        }
        return sendError(reply, new HttpError(403, 403, 'This address may not read the metrics (METRICS_ALLOW)'));
      }
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['db', 'errors'] },
);
