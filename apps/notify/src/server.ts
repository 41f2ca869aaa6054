import path from 'node:path';
import { listenOrExplain, startFailure } from '@admin/server-kit/listen';
import { buildNotifyApp } from './app.ts';

/** A comma-separated list; unset or empty: none given. */
function list(value: string | undefined): string[] | undefined {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

let app: Awaited<ReturnType<typeof buildNotifyApp>>;
try {
  app = await buildNotifyApp({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.DATA_DIR ?? 'data'),
    jwtSecret: process.env.JWT_SECRET || undefined,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    apiUrl: process.env.NOTIFY_API_URL || `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    schedulerIntervalMs: process.env.NOTIFY_SCHEDULER_MS ? Number(process.env.NOTIFY_SCHEDULER_MS) : undefined,
    allowedOrigins: list(process.env.NOTIFY_ALLOWED_ORIGINS),
    apiPort: Number(process.env.PORT ?? 3000),
  });
} catch (error) {
  startFailure('The notification service', error);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

const port = Number(process.env.NOTIFY_PORT ?? 3001);
await listenOrExplain(app, {
  port,
  host: process.env.HOST ?? '0.0.0.0',
  portVariable: 'NOTIFY_PORT',
  server: 'notify',
});
app.log.info(`Notification service ready on http://localhost:${port}`);
