// npm start: build the web app and compile the servers when their sources changed, then run the API
// (which migrates and seeds) and the notification service with plain node, and print where to sign in.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildServers } from './build-api.mjs';
import { webBuildIsCurrent } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;

if (!webBuildIsCurrent()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@admin/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await buildServers();

const env = { ...process.env, PORT: process.env.PORT ?? '3000', NOTIFY_PORT: process.env.NOTIFY_PORT ?? '3001' };
const children = ['api', 'notify'].map((app) =>
  spawn(process.execPath, ['--enable-source-maps', join(root, `apps/${app}/dist/server.js`)], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
);

const url = `http://localhost:${env.PORT}`;
async function announce() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) {
        console.log(`\n  Admin is running at ${url}   (API docs: ${url}/api/docs)`);
        console.log(`  Notification service at http://localhost:${env.NOTIFY_PORT}`);
        if (process.env.NODE_ENV !== 'production') console.log('  Demo sign-in: admin / admin123 (full access)\n');
        else console.log('  Production mode: no demo users; make the first one with `npm run create-admin`.\n');
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
void announce();

function stop(signal) {
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
