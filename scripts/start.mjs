// npm start: build the web app and compile the servers when their sources changed, then run the API
// (which migrates and seeds) and the notification service with plain node, and print where to sign in
// once both listen. A server that cannot start says why in one line and npm start exits 1; a server
// that stops later stops the other, and npm start exits non-zero, so a supervisor sees the failure.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildServers } from './build-api.mjs';
import { webBuildIsCurrent } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;

// SKIP_WEB_BUILD=1: serve whatever build there is (the tests of npm start itself)
if (!process.env.SKIP_WEB_BUILD && !webBuildIsCurrent()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@admin/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await buildServers();

const env = { ...process.env, PORT: process.env.PORT ?? '3000', NOTIFY_PORT: process.env.NOTIFY_PORT ?? '3001' };
const NAMES = { api: 'The API', notify: 'The notification service' };
const listening = new Set();
let stopping = false;

// Each server tells this process over IPC when it listens (server-kit's listenOrExplain).
const children = Object.fromEntries(
  ['api', 'notify'].map((app) => [
    app,
    spawn(process.execPath, ['--enable-source-maps', join(root, `apps/${app}/dist/server.js`)], {
      cwd: root,
      env,
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    }),
  ]),
);

function announce() {
  const url = `http://localhost:${env.PORT}`;
  console.log(`\n  Admin is running at ${url}   (API docs: ${url}/api/docs)`);
  console.log(`  Notification service at http://localhost:${env.NOTIFY_PORT}`);
  if (process.env.NODE_ENV !== 'production') console.log('  Demo sign-in: admin / admin123 (full access)\n');
  else console.log('  Production mode: no demo users; make the first one with `npm run create-admin`.\n');
}

function stopAll(signal) {
  for (const child of Object.values(children))
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    stopAll(signal);
  });
}

for (const [app, child] of Object.entries(children)) {
  child.on('message', (message) => {
    if (message?.listening !== app) return;
    listening.add(app);
    if (listening.size === 2) announce();
  });
  child.on('exit', (code, signal) => {
    if (stopping) {
      // asked to stop: a server that ended on the signal or by itself with 0 stopped cleanly
      if (code && !process.exitCode) process.exitCode = code;
      return;
    }
    stopping = true;
    // before it listened, the server said why in its one line; afterwards, say that it stopped
    if (listening.has(app) || signal) {
      const how = signal ? `on ${signal}` : `with exit code ${code}`;
      const other = app === 'api' ? NAMES.notify.toLowerCase() : 'the API';
      console.error(`${NAMES[app]} stopped ${how}: stopping ${other}`);
    }
    process.exitCode = code || 1;
    stopAll('SIGTERM');
  });
}
