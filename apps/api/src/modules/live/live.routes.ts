import { RECORD_KINDS, isRecordKind, okEnvelope, presenceBody, presencePerson } from '@admin/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Listening } from '../../db/database.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { ok } from '../../lib/envelope.ts';
import { areaRoutes } from '../../lib/routes.ts';
import { errorResponses } from '../../lib/schemas.ts';
import type { AuthUser } from '../../lib/access.ts';
import { type ReadChange, beat, changesAfter, leave, newestChangeId } from './live.repository.ts';

/** How often a process reads the log while tabs listen (PostgreSQL's NOTIFY wakes it sooner). */
const POLL_MS = 1000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
/** A tab back after more than this many changes is told to refetch everything instead. */
const RESUME_LIMIT = 500;
/**
 * PostgreSQL gives an entry its id when it is written, not when it commits: a later id may be
 * seen first. Each read looks this many ids back and skips what it has already told.
 */
const LATE_WINDOW = 50;

interface Listener {
  user: AuthUser;
  send(change: ReadChange): void;
  /** Someone came to, left, or began or stopped editing a record (presence): the tabs on it ask again. */
  presence(kind: string, recordId: string): void;
  /** Ends the stream (the process is closing: the tab reconnects to another or to this one restarted). */
  end(): void;
}

const mayRead = (user: AuthUser, permission: string) => user.fullAccess || user.permissions.has(permission);
const allowed = (user: AuthUser, change: ReadChange) => mayRead(user, change.permission);
const PRESENCE_NOTICE = /^presence:([^:]+):([^:]+):(.+)$/;
const frame = (change: ReadChange) => `id: ${change.id}\nevent: change\ndata: ${JSON.stringify(change.event)}\n\n`;

/** One reader of the audit log per process, telling each open stream the changes it may see. */
function changeFeed(app: FastifyInstance) {
  /** This server, among those that hear one another's NOTIFY (its own presence notices are told at once). */
  const server = randomUUID().slice(0, 8);
  const listeners = new Set<Listener>();
  let cursor: number | null = null;
  /** What was in the log before this process listened is not news. */
  let floor = 0;
  const told = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let reading: Promise<void> | null = null;
  let again = false;

  const start = async () => {
    if (cursor === null) floor = cursor = await newestChangeId(app.db);
    return cursor;
  };
  const read = async () => {
    const from = await start();
    const changes = await changesAfter(app.db, Math.max(floor, from - LATE_WINDOW), 500);
    for (const change of changes) {
      if (told.has(change.id)) continue;
      told.add(change.id);
      cursor = Math.max(cursor ?? 0, change.id);
      for (const listener of listeners) if (allowed(listener.user, change)) listener.send(change);
    }
    for (const id of told) if (id <= (cursor ?? 0) - LATE_WINDOW) told.delete(id);
  };
  const wake = () => {
    if (reading) {
      again = true;
      return;
    }
    reading = read()
      .catch((error: unknown) => app.log.warn({ err: error }, 'reading the change log failed'))
      .finally(() => {
        reading = null;
        if (again) {
          again = false;
          wake();
        }
      });
  };
  /** Tells this process's streams that a record's presence changed, those that may read its kind. */
  const tellPresence = (kind: string, recordId: string) => {
    const permission = isRecordKind(kind) ? RECORD_KINDS[kind].permission : undefined;
    if (!permission) return;
    for (const listener of listeners) if (mayRead(listener.user, permission)) listener.presence(kind, recordId);
  };
  /** A NOTIFY: a presence told by another process, or a change committed (read from the log). */
  const notified = (payload: string) => {
    const presence = PRESENCE_NOTICE.exec(payload);
    if (!presence) return wake();
    const [, from, kind, recordId] = presence;
    if (from !== server) tellPresence(kind!, recordId!);
  };
  // PostgreSQL's LISTEN connection is opened with the first stream, not at start
  let listening: Listening | null | undefined;
  // open streams never end by themselves: they are ended before the server waits for its requests
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const listener of listeners) listener.end();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await listening?.stop();
  });
  return {
    async add(listener: Listener) {
      await start();
      // a stream that opened as the server began to close is ended, and no LISTEN opens after it closed
      if (closing) return listener.end();
      if (listening === undefined) listening = app.database.listen('admin_changes', notified);
      // the stream says `ready` once this process hears every other's NOTIFY
      await listening?.ready;
      if (closing) return listener.end();
      listeners.add(listener);
      timer ??= setInterval(wake, POLL_MS);
    },
    /** Tells every process's streams (PostgreSQL: a NOTIFY; this one's at once) that a record's presence changed. */
    async presence(kind: string, recordId: string) {
      tellPresence(kind, recordId);
      if (app.database.dialect === 'postgres')
        await sql`select pg_notify('admin_changes', ${`presence:${server}:${kind}:${recordId}`})`.execute(app.db);
    },
    remove(listener: Listener) {
      listeners.delete(listener);
      if (listeners.size === 0) {
        clearInterval(timer);
        timer = undefined;
      }
    },
  };
}

export const liveRoutes = areaRoutes(['live'], async (app) => {
  const feed = changeFeed(app);

  app.get(
    '/live',
    {
      config: { permission: null },
      schema: {
        summary:
          'Server-Sent Events: each committed change of a record the user may read (kind, id, version, who, when); resumable with Last-Event-ID',
        response: { 401: errorResponses[401] },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const lastId = Number(request.headers['last-event-id']);
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      out.write('retry: 3000\n\n');
      // heard from now on, held until what was missed is told (so none falls between the two)
      const held: ReadChange[] = [];
      let telling = false;
      const listener: Listener = {
        user,
        send: (change) => (telling ? out.write(frame(change)) : held.push(change)),
        presence: (kind, recordId) =>
          telling && out.write(`event: presence\ndata: ${JSON.stringify({ kind, record_id: recordId })}\n\n`),
        end: () => out.end(),
      };
      const keepAlive = setInterval(() => out.write(': still here\n\n'), KEEP_ALIVE_MS);
      request.raw.on('close', () => {
        clearInterval(keepAlive);
        feed.remove(listener);
      });
      await feed.add(listener);
      let last = -1;
      if (Number.isSafeInteger(lastId) && lastId >= 0) {
        const missed = await changesAfter(app.db, lastId, RESUME_LIMIT + 1);
        if (missed.length > RESUME_LIMIT) out.write('event: reset\ndata: {}\n\n');
        else for (const change of missed) if (allowed(user, change)) out.write(frame(change));
        last = missed.at(-1)?.id ?? last;
      }
      // what was missed is told: from here on, each change as it commits
      out.write('event: ready\ndata: {}\n\n');
      telling = true;
      for (const change of held) if (change.id > last) out.write(frame(change));
    },
  );

  app.post(
    '/presence',
    {
      config: { permission: null },
      schema: {
        summary: 'A heartbeat: this tab has the record open (or is editing it); answers the others who do',
        body: presenceBody,
        response: { 200: okEnvelope(z.array(presencePerson)), 401: errorResponses[401], 422: errorResponses[422] },
      },
    },
    async (request) => {
      const { others, changed } = await beat(app.db, request.user!.id, request.body);
      if (changed) await feed.presence(request.body.kind, request.body.record_id);
      return ok(others);
    },
  );

  app.delete(
    '/presence',
    {
      config: { permission: null },
      schema: {
        summary: 'This tab has left the record',
        body: presenceBody,
        response: { 200: okEnvelope(z.null()), 401: errorResponses[401], 422: errorResponses[422] },
      },
    },
    async (request) => {
      const { tab, kind, record_id } = request.body;
      await leave(app.db, request.user!.id, tab, kind, record_id);
      await feed.presence(kind, record_id);
      return ok(null);
    },
  );
});
