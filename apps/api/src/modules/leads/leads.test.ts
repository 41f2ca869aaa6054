import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTENT_PAGE_SIZE } from '@admin/contract';
import { auditOf } from '../../test/site-helpers.ts';
import { assertError, assertOk, describeApp } from '../../test/harness.ts';

describeApp('leads', (t) => {
  const leadsIn = async (status: string) =>
    assertOk(await t.call('GET', '/api/leads', { as: 'editor', query: { status, count: 200 } })).data as {
      id: number;
      status: string;
    }[];

  test('GET /leads pages 20 at a time, newest first; status, source, partner, day range and search filters', async () => {
    const body = assertOk(await t.call('GET', '/api/leads', { as: 'editor' }));
    assert.equal(body.per_page, CONTENT_PAGE_SIZE.leads);
    assert.equal(body.total, 40);
    assert.ok(body.data[0].id > body.data[1].id);
    const withPartner = body.data.find((l: { partner: unknown }) => l.partner);
    assert.ok(withPartner.partner.name);
    assert.ok(body.data.every((l: { location: { name: string } }) => l.location.name));
    const finance = assertOk(await t.call('GET', '/api/leads', { as: 'editor', query: { source: 'finance' } }));
    assert.ok(finance.total > 0 && finance.data.every((l: { source: string }) => l.source === 'finance'));
    const one = assertOk(
      await t.call('GET', '/api/leads', { as: 'editor', query: { partner_id: withPartner.partner.id } }),
    );
    assert.ok(
      one.data.length > 0 &&
        one.data.every((l: { partner: { id: number } }) => l.partner.id === withPartner.partner.id),
    );
    const day = assertOk(
      await t.call('GET', '/api/leads', {
        as: 'editor',
        query: { start_date: '2024-03-15', end_date: '2024-03-16' },
      }),
    );
    assert.ok(day.total > 0 && day.total < 40);
    for (const lead of day.data) {
      assert.ok(lead.created_at >= '2024-03-14T17:00:00.000Z' && lead.created_at < '2024-03-16T17:00:00.000Z');
    }
    const byPhone = assertOk(await t.call('GET', '/api/leads', { as: 'editor', query: { q: body.data[3].phone } }));
    assert.equal(byPhone.data[0].id, body.data[3].id);
    const detail = assertOk(await t.call('GET', `/api/leads/${body.data[0].id}`, { as: 'editor' })).data;
    assert.deepEqual(detail, body.data[0]);
    assertError(await t.call('GET', '/api/leads/99999', { as: 'editor' }), 404, 404);
    assertError(await t.call('GET', '/api/leads', { as: 'editor', query: { end_date: '2024-02-30' } }), 422, 0, [
      'end_date',
    ]);
  });

  const move = (body: unknown) => t.call('POST', '/api/leads/bulk/status', { as: 'editor', body });
  const items = (rows: { id: number; row_version?: number }[]) =>
    rows.map((r) => ({ id: r.id, version: r.row_version }));
  const lead = async (id: number) => assertOk(await t.call('GET', `/api/leads/${id}`, { as: 'editor' })).data;

  test('POST /leads/bulk/status moves the chosen leads, recording who, when and the note, each audited', async () => {
    const fresh = (await leadsIn('new')).slice(0, 3);
    const res = assertOk(await move({ items: items(fresh), status: 'contacted', note: 'Đã gọi, hẹn xem xe thứ Bảy' }));
    assert.deepEqual(res.data, { results: fresh.map((l) => ({ id: l.id, ok: true })), done: 3, refused: 0 });
    for (const { id } of fresh) {
      const moved = await lead(id);
      assert.equal(moved.status, 'contacted');
      assert.equal(moved.status_note, 'Đã gọi, hẹn xem xe thứ Bảy');
      assert.equal(moved.status_updated_by.name, 'Trần Thị Mai Anh');
      assert.ok(moved.status_updated_at);
      const audit = await auditOf(t, 'lead', id);
      assert.equal(audit.length, 1);
      assert.deepEqual(JSON.parse(audit[0]!.before_json!), { status: 'new', status_note: null });
    }
  });

  test('per row: a lead that cannot take the status, a stale one or an unknown one is refused, the others move', async () => {
    const [converted] = await leadsIn('converted');
    const fresh = (await leadsIn('new')).slice(0, 3);
    const stale = fresh[2]!;
    // someone else moves the third lead meanwhile
    assertOk(await move({ items: [{ id: stale.id }], status: 'lost' }));
    const res = assertOk(
      await move({ items: [...items([...fresh, converted!]), { id: 99_999 }], status: 'contacted' }),
    );
    assert.equal(res.data.done, 2);
    assert.equal(res.data.refused, 3);
    const refused = res.data.results.filter((r: { ok: boolean }) => !r.ok);
    assert.deepEqual(
      refused.map((r: { id: number; reason: { code: string } }) => [r.id, r.reason.code]),
      [
        [stale.id, 'changed_meanwhile'],
        [converted!.id, 'move_refused'],
        [99_999, 'not_found'],
      ],
    );
    assert.deepEqual(refused[1].reason.params, {
      kind: 'lead',
      record: `#${converted!.id}`,
      from: 'converted',
      to: 'contacted',
    });
    assert.equal((await lead(stale.id)).status, 'lost');
    assert.equal((await lead(converted!.id)).status, 'converted');
    for (const { id } of fresh.slice(0, 2)) assert.equal((await lead(id)).status, 'contacted');
    // a lead already in the status is left as it is
    const same = assertOk(await move({ items: [{ id: fresh[0]!.id }], status: 'contacted', note: 'ignored' }));
    assert.equal(same.data.done, 1);
    assert.equal((await lead(fresh[0]!.id)).status_note, null);
    assertError(await move({ items: [], status: 'lost' }), 422, 0, ['items']);
  });

  test('all matching the filters: every lead the filters find moves', async () => {
    const filters = { status: 'lost', source: 'finance' };
    const total = assertOk(await t.call('GET', '/api/leads', { as: 'editor', query: filters })).total;
    assert.ok(total > 0);
    const res = assertOk(await move({ all_matching: { filters, count: total }, status: 'contacted' }));
    assert.equal(res.data.done, total);
    assert.equal(assertOk(await t.call('GET', '/api/leads', { as: 'editor', query: filters })).total, 0);
  });
});
