import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildApp } from '../../app.ts';
import { TEST_JWT_SECRET } from '../../test/templates.ts';
import { TEST_HASH_COST, assertError, assertOk, describeApp } from '../../test/harness.ts';

/** A `GET /live` stream read event by event (a test's own small SSE reader). */
async function openStream(base: string, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/live`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  /** The events up to the first that `stop` accepts, as name, id and data. */
  const until = async (stop: (name: string, data: { kind?: string }) => boolean) => {
    const seen: { name: string; id?: string; data: Record<string, unknown> }[] = [];
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (\w+)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!name || !data) continue;
        const event = { name, id: /^id: (\d+)$/m.exec(block)?.[1], data: JSON.parse(data) };
        seen.push(event);
        if (stop(name, event.data)) return seen;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  };
  const next = async (kind: string) => {
    const last = (await until((name, data) => name === 'change' && data.kind === kind)).at(-1)!;
    return { id: last.id!, ...(last.data as Record<string, unknown>) } as Record<string, unknown> & { id: string };
  };
  const ready = () => until((name) => name === 'ready');
  /** The next presence notice: a record whose visitors changed. */
  const presence = async () => (await until((name) => name === 'presence')).at(-1)!.data;
  return { next, ready, presence, close: () => controller.abort() };
}

/** Another API process on the same database (PostgreSQL), listening on a port of its own. */
async function secondProcess(databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-live-'));
  const app = await buildApp({
    databaseUrl,
    dataDir,
    seed: 'base',
    jwtSecret: TEST_JWT_SECRET,
    hashCost: TEST_HASH_COST,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describeApp('several staff at once', (t, database) => {
  const faqId = () => t.idOf('faqs', 'question', 'Tôi quên mật khẩu thì làm sao?');
  const faqBody = (faq: { question: string; category: { id: number }; sort: number }, answer: string) => ({
    question: faq.question,
    answer,
    category_id: faq.category.id,
    sort: faq.sort,
  });

  test('a record carries its version; a write on a version someone else replaced is refused with who, what and when', async () => {
    const id = await faqId();
    const seen = assertOk(await t.call('GET', `/api/faqs/${id}`, { as: 'editor' })).data;
    assert.equal(typeof seen.row_version, 'number');
    // someone else edits first, on the version they saw
    const first = assertOk(
      await t.call('POST', `/api/faqs/${id}`, {
        as: 'admin',
        body: faqBody(seen, '<p>Theirs.</p>'),
        headers: { 'if-match': `"${seen.row_version}"` },
      }),
    ).data;
    assert.equal(first.row_version, seen.row_version + 1);
    // the second, on the version they saw, is refused and changes nothing
    const stale = await t.call('POST', `/api/faqs/${id}`, {
      as: 'editor',
      body: faqBody(seen, '<p>Mine.</p>'),
      headers: { 'if-match': `"${seen.row_version}"` },
    });
    assertError(stale, 409, 409);
    assert.match(stale.body.result, /changed by Nguyễn Thành Công/);
    assert.deepEqual(stale.body.errors.changed_by, ['Nguyễn Thành Công']);
    assert.deepEqual(stale.body.errors.current_version, [String(first.row_version)]);
    assert.ok(stale.body.errors.changed_fields.includes('answer'));
    const now = assertOk(await t.call('GET', `/api/faqs/${id}`, { as: 'editor' })).data;
    assert.equal(now.answer, '<p>Theirs.</p>');
    // a status move on a stale version is refused too; on the current one it goes through
    assertError(
      await t.call('PUT', `/api/faqs/status/${id}`, {
        as: 'editor',
        body: { status: 0 },
        headers: { 'if-match': String(seen.row_version) },
      }),
      409,
      409,
    );
    const moved = assertOk(
      await t.call('PUT', `/api/faqs/status/${id}`, {
        as: 'editor',
        body: { status: 0 },
        headers: { 'if-match': `W/"${now.row_version}"` },
      }),
    ).data;
    assert.equal(moved.status, 0);
    // the spec's client sends no version: its write is taken as before
    const unconditional = assertOk(
      await t.call('PUT', `/api/faqs/status/${id}`, { as: 'editor', body: { status: 1 } }),
    ).data;
    assert.equal(unconditional.row_version, moved.row_version + 1);
  });

  test('with X-Record-Kind, the version is checked against that kind only', async () => {
    const id = await faqId();
    const seen = assertOk(await t.call('GET', `/api/faqs/${id}`, { as: 'editor' })).data;
    const stale = { 'if-match': `"${seen.row_version - 1 || 99}"` };
    assertError(
      await t.call('PUT', `/api/faqs/status/${id}`, {
        as: 'editor',
        body: { status: seen.status },
        headers: { ...stale, 'x-record-kind': 'faq' },
      }),
      409,
      409,
    );
    // a held version of another kind does not stop this record's change
    assertOk(
      await t.call('PUT', `/api/faqs/status/${id}`, {
        as: 'editor',
        body: { status: seen.status },
        headers: { ...stale, 'x-record-kind': 'news' },
      }),
    );
  });

  test('two writes on the same version at once: exactly one is taken', async () => {
    const id = await faqId();
    const seen = assertOk(await t.call('GET', `/api/faqs/${id}`, { as: 'editor' })).data;
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D'].map((who) =>
        t.call('POST', `/api/faqs/${id}`, {
          as: who === 'A' || who === 'C' ? 'editor' : 'admin',
          body: faqBody(seen, `<p>${who}</p>`),
          headers: { 'if-match': `"${seen.row_version}"` },
        }),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.data;
    const now = assertOk(await t.call('GET', `/api/faqs/${id}`, { as: 'editor' })).data;
    assert.equal(now.answer, winner.answer);
    assert.equal(now.row_version, seen.row_version + 1);
  });

  test('a delete on a stale version is refused and the record stays', async () => {
    const category = await t.idOf('faq_categories', 'name', 'Đăng tin');
    const made = assertOk(
      await t.call('POST', '/api/faqs', {
        as: 'editor',
        body: { question: 'Xoá thử?', answer: '<p>Có.</p>', category_id: category, sort: 9 },
      }),
    ).data;
    assertOk(await t.call('PUT', `/api/faqs/status/${made.id}`, { as: 'admin', body: { status: 0 } }));
    assertError(
      await t.call('DELETE', `/api/faqs/${made.id}`, {
        as: 'editor',
        headers: { 'if-match': `"${made.row_version}"` },
      }),
      409,
      409,
    );
    assertOk(await t.call('GET', `/api/faqs/${made.id}`, { as: 'editor' }));
  });

  test('GET /live tells each committed change to those who may read it, and resumes after Last-Event-ID', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
    const open = async (username: string, lastEventId?: string) =>
      openStream(base, (await t.signIn(username)).token, lastEventId);
    const editor = await open('editor');
    await editor.ready();
    const id = await faqId();
    const seen = assertOk(await t.call('GET', `/api/faqs/${id}`, { as: 'admin' })).data;
    const edited = assertOk(
      await t.call('PUT', `/api/faqs/status/${id}`, { as: 'admin', body: { status: seen.status ? 0 : 1 } }),
    ).data;
    const told = await editor.next('faq');
    assert.equal(told.record_id, String(id));
    assert.equal(told.version, edited.row_version);
    assert.equal(told.action, 'status');
    assert.deepEqual(told.by, { id: await t.userId('admin'), name: 'Nguyễn Thành Công' });
    assert.ok((told.areas as string[]).includes('faqs'));
    assertOk(await t.call('PUT', `/api/faqs/status/${id}`, { as: 'admin', body: { status: seen.status ? 1 : 0 } }));
    const second = await editor.next('faq');
    editor.close();
    // a tab back with the id it last heard is told what it missed, then `ready`
    const resumed = await open('editor', told.id);
    const missed = (await resumed.ready()).filter((e) => e.name === 'change');
    assert.deepEqual(
      missed.map((e) => e.id),
      [second.id],
    );
    resumed.close();
    // the loan officer may not read FAQs: the same missed changes are not told to them
    const loanOfficer = await open('loan', String(Number(told.id) - 1));
    assert.deepEqual(
      (await loanOfficer.ready()).filter((e) => e.data.kind === 'faq'),
      [],
    );
    loanOfficer.close();
  });

  test(
    'two API processes on one PostgreSQL: a change through one reaches a stream on the other, and what was missed while it restarted comes after it',
    {
      skip: !database.url && 'one process on SQLite',
    },
    async () => {
      const other = await secondProcess(database.url!);
      const { token } = await t.signIn('editor');
      const stream = await openStream(other.base, token);
      await stream.ready();
      const id = await faqId();
      const seen = assertOk(await t.call('GET', `/api/faqs/${id}`, { as: 'admin' })).data;
      // a change through this process (t.app) ...
      assertOk(await t.call('PUT', `/api/faqs/status/${id}`, { as: 'admin', body: { status: seen.status ? 0 : 1 } }));
      const heard = await stream.next('faq');
      assert.equal(heard.record_id, String(id));
      stream.close();
      // ... the other process stops; a change is made meanwhile; a new process is asked from the last id heard
      await other.close();
      const missed = assertOk(
        await t.call('PUT', `/api/faqs/status/${id}`, { as: 'admin', body: { status: seen.status } }),
      ).data;
      const restarted = await secondProcess(database.url!);
      const resumed = await openStream(restarted.base, token, heard.id);
      const told = (await resumed.ready()).filter((e) => e.name === 'change' && e.data.kind === 'faq');
      assert.deepEqual(
        told.map((e) => e.data.version),
        [missed.row_version],
      );
      resumed.close();
      await restarted.close();
    },
  );

  test('presence: who else has a record open or is editing it, until they leave', async () => {
    const beat = (as: string, tab: string, editing: boolean) =>
      t.call('POST', '/api/presence', { as, body: { tab, kind: 'faq', record_id: '7', editing } });
    assert.deepEqual(assertOk(await beat('editor', 'e1', false)).data, []);
    const seenByAdmin = assertOk(await beat('admin', 'a1', true)).data;
    assert.deepEqual(
      seenByAdmin.map((p: { user_id: number; editing: boolean }) => [p.user_id, p.editing]),
      [[await t.userId('editor'), false]],
    );
    const seenByEditor = assertOk(await beat('editor', 'e1', false)).data;
    assert.deepEqual(
      seenByEditor.map((p: { user_id: number; editing: boolean }) => [p.user_id, p.editing]),
      [[await t.userId('admin'), true]],
    );
    assertOk(
      await t.call('DELETE', '/api/presence', {
        as: 'admin',
        body: { tab: 'a1', kind: 'faq', record_id: '7', editing: false },
      }),
    );
    assert.deepEqual(assertOk(await beat('editor', 'e1', false)).data, []);
    assertError(await t.call('POST', '/api/presence', { as: 'editor', body: { kind: 'faq' } }), 422, 0);
    const anonymous = await t.call('POST', '/api/presence', {
      body: { tab: 'x', kind: 'faq', record_id: '7', editing: false },
    });
    assert.equal(anonymous.status, 401);
  });

  test('a person coming to a record, starting to edit it or leaving is told at once on the streams, on every process', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
    const { token } = await t.signIn('editor');
    const here = await openStream(base, token);
    await here.ready();
    const other = database.url ? await secondProcess(database.url) : undefined;
    const there = other && (await openStream(other.base, token));
    await there?.ready();
    const body = { tab: 'a9', kind: 'faq', record_id: '8', editing: false };
    const told = async () => {
      for (const stream of [here, there])
        if (stream) assert.deepEqual(await stream.presence(), { kind: 'faq', record_id: '8' });
    };
    assertOk(await t.call('POST', '/api/presence', { as: 'admin', body }));
    await told();
    // beginning to edit is news
    assertOk(await t.call('POST', '/api/presence', { as: 'admin', body: { ...body, editing: true } }));
    await told();
    assertOk(await t.call('DELETE', '/api/presence', { as: 'admin', body }));
    await told();
    here.close();
    there?.close();
    await other?.close();
  });
});
