import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTENT_PAGE_SIZE } from '@admin/contract';
import { auditOf } from '../../test/site-helpers.ts';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';

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

  test('PUT /leads/status/update-multi moves the chosen leads, recording who, when and the note', async () => {
    const fresh = (await leadsIn('new')).slice(0, 3).map((l) => l.id);
    const res = assertOk(
      await t.call('PUT', '/api/leads/status/update-multi', {
        as: 'editor',
        body: { ids: fresh, status: 'contacted', note: 'Đã gọi, hẹn xem xe thứ Bảy' },
      }),
    );
    assert.equal(res.messages, 'Update status successfully');
    assert.deepEqual(valuesOf(res.data, 'id'), fresh);
    for (const lead of res.data) {
      assert.equal(lead.status, 'contacted');
      assert.equal(lead.status_note, 'Đã gọi, hẹn xem xe thứ Bảy');
      assert.equal(lead.status_updated_by.name, 'Trần Thị Mai Anh');
      assert.ok(lead.status_updated_at);
    }
    const audit = await auditOf(t, 'lead', fresh[0]);
    assert.deepEqual(JSON.parse(audit[0].before_json!), { status: 'new', status_note: null });

    const converted = assertOk(
      await t.call('PUT', '/api/leads/status/update-multi', {
        as: 'editor',
        body: { ids: fresh, status: 'converted' },
      }),
    );
    assert.ok(converted.data.length > 0 && converted.data.every((l: { status: string }) => l.status === 'converted'));
  });

  test('all or none: a lead that cannot take the status, or an unknown one, leaves every lead as it was', async () => {
    const converted = (await leadsIn('converted')).slice(0, 1).map((l) => l.id);
    const fresh = (await leadsIn('new')).slice(0, 2).map((l) => l.id);
    const res = await t.call('PUT', '/api/leads/status/update-multi', {
      as: 'editor',
      body: { ids: [...fresh, ...converted], status: 'contacted' },
    });
    assertError(res, 422, 0, ['status']);
    assert.deepEqual(res.body.errors.status, [`Lead #${converted[0]} is converted and cannot become contacted`]);
    for (const id of fresh)
      assert.equal(assertOk(await t.call('GET', `/api/leads/${id}`, { as: 'editor' })).data.status, 'new');
    assertError(
      await t.call('PUT', '/api/leads/status/update-multi', {
        as: 'editor',
        body: { ids: [...fresh, 99999], status: 'lost' },
      }),
      422,
      0,
      ['ids'],
    );
    const lost = (await leadsIn('lost'))[0].id;
    assertError(
      await t.call('PUT', '/api/leads/status/update-multi', { as: 'editor', body: { ids: [lost], status: 'new' } }),
      422,
      0,
      ['status'],
    );
    const reopened = assertOk(
      await t.call('PUT', '/api/leads/status/update-multi', {
        as: 'editor',
        body: { ids: [lost], status: 'contacted' },
      }),
    );
    assert.equal(reopened.data[0].status, 'contacted');
    // Setting the status a lead already has changes nothing.
    const before = reopened.data[0];
    const same = assertOk(
      await t.call('PUT', '/api/leads/status/update-multi', {
        as: 'editor',
        body: { ids: [lost], status: 'contacted', note: 'ignored' },
      }),
    );
    assert.deepEqual(same.data[0], before);
  });
});
