import { listenOrExplain, startFailure } from '@admin/server-kit/listen';
import { buildApp } from './app.ts';
import { readEnv, startProblems } from './config.ts';

const problems = startProblems();
if (problems.length) {
  for (const problem of problems) console.error(`Admin cannot start: ${problem}`);
  process.exit(1);
}
let env: ReturnType<typeof readEnv>;
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  env = readEnv();
  app = await buildApp({
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
    metrics: env.metrics,
    apiDocs: env.apiDocs,
    alepay: env.alepay,
  });
} catch (error) {
  startFailure('The API', error);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await listenOrExplain(app, { port: env.port, host: env.host, portVariable: 'PORT', server: 'api' });
const database = env.databaseUrl ? 'PostgreSQL' : `SQLite in ${env.dataDir}`;
const docs = env.apiDocs === 'off' ? 'API docs off (API_DOCS)' : 'API docs at /api/docs';
app.log.info(`Admin is ready on http://localhost:${env.port} (${database}); ${docs}`);
if (env.seed === 'demo') app.log.info('Demo sign-in: admin / admin123 (more accounts in docs/domain.md)');
else if (!(await app.db.selectFrom('users').select('id').limit(1).executeTakeFirst())) {
  app.log.warn('No users yet: make the first one with `npm run create-admin`');
}
