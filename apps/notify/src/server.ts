import path from 'node:path';
import { buildNotifyApp } from './app.ts';

const app = await buildNotifyApp({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.resolve(process.env.DATA_DIR ?? 'data'),
  jwtSecret: process.env.JWT_SECRET || undefined,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  apiUrl: process.env.NOTIFY_API_URL || `http://127.0.0.1:${process.env.PORT ?? 3000}`,
  schedulerIntervalMs: process.env.NOTIFY_SCHEDULER_MS ? Number(process.env.NOTIFY_SCHEDULER_MS) : undefined,
  corsOrigins: process.env.NOTIFY_CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

const port = Number(process.env.NOTIFY_PORT ?? 3001);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
app.log.info(`Notification service ready on http://localhost:${port}`);
