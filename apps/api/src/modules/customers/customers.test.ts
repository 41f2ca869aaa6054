import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertError, assertOk, describeApp } from '../../test/harness.ts';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read field by field

describeApp('customers', (t) => {
  test('customers: search diacritic-insensitively, edit; a phone belongs to one customer', async () => {
    const body = assertOk(await t.call('GET', '/api/v1/customers', { as: 'loan' }));
    assert.ok(body.total >= 120);
    const someone = body.data[0];
    const found = assertOk(await t.call('GET', '/api/v1/customers', { as: 'loan', query: { q: someone.phone } }));
    assert.ok(found.data.some((c: Row) => c.id === someone.id));
    const folded = someone.full_name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[đĐ]/g, 'd');
    assert.ok(
      assertOk(await t.call('GET', '/api/v1/customers', { as: 'loan', query: { q: folded, count: 200 } })).data.some(
        (c: Row) => c.id === someone.id,
      ),
    );
    const updated = assertOk(
      await t.call('PUT', `/api/v1/customers/${someone.id}`, {
        as: 'station',
        body: { full_name: 'Nguyễn Văn Tèo', phone: someone.phone, id_number: '001099012345' },
      }),
    ).data;
    assert.equal(updated.full_name, 'Nguyễn Văn Tèo');
    // the ID number whole for the station staff who serve customers, its last digits for a loan officer
    const numberAs = async (as: string) =>
      assertOk(await t.call('GET', '/api/v1/customers', { as, query: { q: '001099012345' } })).data.find(
        (c: Row) => c.id === someone.id,
      ).id_number;
    assert.equal(await numberAs('station'), '001099012345');
    assert.equal(await numberAs('loan'), '•••••••••345');
    const other = body.data[1];
    assertError(
      await t.call('PUT', `/api/v1/customers/${someone.id}`, {
        as: 'station',
        body: { full_name: 'X', phone: other.phone },
      }),
      422,
      0,
      ['phone'],
    );
    assertError(
      await t.call('POST', '/api/v1/customers', { as: 'station', body: { full_name: 'Y', phone: other.phone } }),
      422,
      0,
      ['phone'],
    );
  });
});
