/**
 * `npm start` and the two servers as a supervisor sees them: "running" only once both listen; a
 * port in use or a failed start is one line on stderr and exit code 1; a server that dies later
 * stops the other and npm start exits non-zero. Real processes, compiled as npm start runs them.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDirs: string[] = [];

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Holds a port (as another program would) until closed. */
async function occupy(): Promise<{ port: number; close(): Promise<unknown> }> {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(resolve)) };
}

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when stdout has a line matching `pattern`, or rejects if the process ends first. */
  waitFor(pattern: RegExp): Promise<void>;
}

function run(args: string[], env: Record<string, string>): Run {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-start-test-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      SEED: 'none',
      JOBS: 'off',
      JWT_SECRET: 'start-test-secret-start-test-secret-0123',
      LOG_LEVEL: 'error',
      SKIP_WEB_BUILD: '1',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const waiters: { pattern: RegExp; resolve(): void; reject(error: Error): void }[] = [];
  child.stdout!.on('data', (chunk) => {
    out += chunk;
    for (const waiter of waiters.filter((w) => w.pattern.test(out))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  child.stderr!.on('data', (chunk) => (err += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => {
      for (const waiter of waiters.splice(0)) waiter.reject(new Error(`ended first: ${out}\n${err}`));
      resolve({ code, signal });
    }),
  );
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        if (pattern.test(out)) resolve();
        else if (child.exitCode !== null || child.signalCode !== null) reject(new Error(`ended: ${out}\n${err}`));
        else waiters.push({ pattern, resolve, reject });
      }),
  };
}

const startNpm = (env: Record<string, string>) => run(['scripts/start.mjs'], env);
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

function killQuietly(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** The pids of a process's children (Linux). */
const childrenOf = (pid: number) =>
  fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

describe('npm start and the servers', () => {
  before(() => {
    const built = spawnSync(process.execPath, ['scripts/build-api.mjs'], { cwd: root, stdio: 'inherit' });
    assert.equal(built.status, 0);
  });
  after(() => {
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('"running" once both listen; a server that dies stops the other and npm start exits non-zero', async () => {
    const [port, notifyPort] = [await freePort(), await freePort()];
    const started = startNpm({ PORT: String(port), NOTIFY_PORT: String(notifyPort) });
    let servers: number[] = [];
    try {
      await started.waitFor(/Admin is running/);
      assert.equal(await answers(port), true, 'the API listens');
      assert.equal(await answers(notifyPort), true, 'the notification service listens');
      servers = childrenOf(started.child.pid!);
      assert.equal(servers.length, 2);
      // the notification service is the second server started
      process.kill(servers[1], 'SIGKILL');
      const { code } = await started.exited;
      assert.notEqual(code, 0, 'a supervisor sees the failure');
      assert.deepEqual(lines(started.stderr()), ['The notification service stopped on SIGKILL: stopping the API']);
      assert.equal(await answers(port), false, 'the API was stopped too');
    } finally {
      started.child.kill('SIGKILL');
      for (const pid of servers) killQuietly(pid);
    }
  });

  test('SIGTERM stops both and npm start exits 0', async () => {
    const [port, notifyPort] = [await freePort(), await freePort()];
    const started = startNpm({ PORT: String(port), NOTIFY_PORT: String(notifyPort) });
    await started.waitFor(/Admin is running/);
    started.child.kill('SIGTERM');
    assert.deepEqual(await started.exited, { code: 0, signal: null });
    assert.equal(await answers(port), false);
    assert.equal(await answers(notifyPort), false);
  });

  for (const which of ['PORT', 'NOTIFY_PORT'] as const) {
    test(`${which} in use: one line that says so, exit 1, never "running"`, async () => {
      const taken = await occupy();
      try {
        const other = await freePort();
        const env =
          which === 'PORT'
            ? { PORT: String(taken.port), NOTIFY_PORT: String(other) }
            : { PORT: String(other), NOTIFY_PORT: String(taken.port) };
        const started = startNpm(env);
        const { code } = await started.exited;
        assert.equal(code, 1);
        assert.deepEqual(lines(started.stderr()), [`Port ${taken.port} is in use: set ${which} to another port`]);
        assert.doesNotMatch(started.stdout(), /running/);
        assert.equal(await answers(other), false, 'the other server was stopped');
      } finally {
        await taken.close();
      }
    });
  }

  test('each server alone: a port in use or a failed start is one line and exit 1', async () => {
    const taken = await occupy();
    try {
      const api = run(['apps/api/dist/server.js'], { PORT: String(taken.port) });
      assert.equal((await api.exited).code, 1);
      assert.deepEqual(lines(api.stderr()), [`Port ${taken.port} is in use: set PORT to another port`]);
      const notify = run(['apps/notify/dist/server.js'], { NOTIFY_PORT: String(taken.port) });
      assert.equal((await notify.exited).code, 1);
      assert.deepEqual(lines(notify.stderr()), [`Port ${taken.port} is in use: set NOTIFY_PORT to another port`]);
    } finally {
      await taken.close();
    }
    const port = String(await freePort());
    const noDatabase = run(['apps/api/dist/server.js'], { PORT: port, DATABASE_URL: `postgres://127.0.0.1:${port}/x` });
    assert.equal((await noDatabase.exited).code, 1);
    assert.deepEqual(lines(noDatabase.stderr()).length, 1, noDatabase.stderr());
    assert.match(noDatabase.stderr(), /^The API could not start: .*ECONNREFUSED/);
    const badSetting = run(['apps/api/dist/server.js'], { PORT: port, API_DOCS: 'yes' });
    assert.equal((await badSetting.exited).code, 1);
    assert.deepEqual(lines(badSetting.stderr()), [
      'The API could not start: API_DOCS must be public, signed-in, off, not "yes"',
    ]);
  });
});
