import { buildApp } from './app.ts';
import { readEnv, startProblems } from './config.ts';

const problems = startProblems();
if (problems.length) {
  for (const problem of problems) console.error(`Admin cannot start: ${problem}`);
  process.exit(1);
}
const env = readEnv();
const app = await buildApp({
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  logger: { level: env.logLevel },
  webDistDir: env.webDistDir,
  jwtSecret: env.jwtSecret,
  seed: env.seed,
  connectOrigins: env.connectOrigins,
  notify: env.notify,
  notifyServiceUrl: env.notifyServiceUrl,
  trustProxy: env.trustProxy,
  jobs: env.jobs,
  alepay: env.alepay,
  docs: env.docs,
  metrics: env.metrics,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: env.port, host: env.host });
const database = env.databaseUrl ? 'PostgreSQL' : `SQLite in ${env.dataDir}`;
app.log.info(`Admin is ready on http://localhost:${env.port} (${database}); API docs at /api/docs`);
if (env.seed === 'demo') app.log.info('Demo sign-in: admin / admin123 (more accounts in docs/domain.md)');
else if (!(await app.db.selectFrom('users').select('id').limit(1).executeTakeFirst())) {
  app.log.warn('No users yet: make the first one with `npm run create-admin`');
}
