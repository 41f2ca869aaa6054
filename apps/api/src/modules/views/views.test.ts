import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertError, assertOk, auditCount, describeApp } from '../../test/harness.ts';

const LIST = 'stores.list';
const state = (filters: Record<string, string>, extra: object = {}) => ({
  filters,
  sort: null,
  columns: null,
  density: null,
  ...extra,
});

describeApp('views', (t) => {
  const roleOf = async (username: string) => {
    const row = await t.app.db
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', await t.userId(username))
      .executeTakeFirstOrThrow();
    return row.role_id;
  };

  test('create a view with filters, columns and density; it is listed with its owner; audited', async () => {
    const columns = { order: ['name', 'phone', 'address'], hidden: ['address'], widths: { name: 240 } };
    const created = assertOk(
      await t.call('POST', '/api/views', {
        as: 'editor',
        body: {
          list: LIST,
          name: '  Cửa hàng Hà Nội  ',
          state: state(
            { province_id: '1', q: 'honda' },
            { sort: { field: 'name', order: 'asc' }, columns, density: 'comfortable' },
          ),
        },
      }),
    ).data;
    assert.equal(created.name, 'Cửa hàng Hà Nội');
    assert.equal(created.role_id, null);
    assert.equal(created.mine, true);
    assert.equal(typeof created.row_version, 'number');
    assert.deepEqual(created.state.columns, columns);
    const views = assertOk(await t.call('GET', '/api/views', { as: 'editor', query: { list: LIST } })).data;
    assert.ok(views.views.some((v: { id: number }) => v.id === created.id));
    assert.equal(views.views.find((v: { id: number }) => v.id === created.id).owner.name, 'Trần Thị Mai Anh');
    assert.equal(views.default_view_id, null);
    assert.equal(await auditCount(t, 'saved_view', created.id), 1);
  });

  test('a second view of the same name on the same list is refused on its name field, whatever its case', async () => {
    const body = { list: LIST, name: 'Chờ duyệt', state: state({ status: 'pending' }) };
    assertOk(await t.call('POST', '/api/views', { as: 'editor', body }));
    const again = await t.call('POST', '/api/views', { as: 'editor', body: { ...body, name: ' CHỜ DUYỆT ' } });
    assertError(again, 422, 0, ['name']);
    assert.equal(again.body.reason.code, 'view_name_taken');
    // another list, or another person: the same name is fine
    assertOk(await t.call('POST', '/api/views', { as: 'editor', body: { ...body, list: 'partners.list' } }));
    assertOk(await t.call('POST', '/api/views', { as: 'admin', body }));
    // a rename onto a taken name too
    const other = assertOk(
      await t.call('POST', '/api/views', { as: 'editor', body: { ...body, name: 'Đã duyệt' } }),
    ).data;
    assertError(await t.call('PUT', `/api/views/${other.id}`, { as: 'editor', body: { name: 'chờ duyệt' } }), 422, 0, [
      'name',
    ]);
  });

  test('a view shared with a role is seen by its holders, a private one by no one else; only the owner changes it', async () => {
    const editorRole = await roleOf('editor');
    const shared = assertOk(
      await t.call('POST', '/api/views', {
        as: 'admin',
        body: { list: LIST, name: 'Cho nhóm nội dung', state: state({ q: 'yamaha' }), role_id: editorRole },
      }),
    ).data;
    assert.ok(shared.role_name);
    const hidden = assertOk(
      await t.call('POST', '/api/views', { as: 'admin', body: { list: LIST, name: 'Riêng tôi', state: state({}) } }),
    ).data;
    const seen = assertOk(await t.call('GET', '/api/views', { as: 'editor', query: { list: LIST } })).data.views;
    const ids = seen.map((v: { id: number }) => v.id);
    assert.ok(ids.includes(shared.id));
    assert.ok(!ids.includes(hidden.id));
    assert.equal(seen.find((v: { id: number }) => v.id === shared.id).mine, false);
    // the loan officer holds another role: sees neither
    const loan = assertOk(await t.call('GET', '/api/views', { as: 'loan', query: { list: LIST } })).data.views;
    assert.ok(!loan.some((v: { id: number }) => v.id === shared.id || v.id === hidden.id));
    // someone else's view: not theirs to change or delete; a private one is not even found
    const refused = await t.call('PUT', `/api/views/${shared.id}`, { as: 'editor', body: { name: 'Của tôi' } });
    assertError(refused, 403, 403);
    assert.equal(refused.body.reason.code, 'view_not_owner');
    assertError(await t.call('DELETE', `/api/views/${shared.id}`, { as: 'editor' }), 403, 403);
    assertError(await t.call('PUT', `/api/views/${hidden.id}`, { as: 'editor', body: { name: 'x' } }), 404, 404);
    // sharing with a role one does not hold is refused (full access may share with any role)
    assertError(
      await t.call('POST', '/api/views', {
        as: 'editor',
        body: { list: LIST, name: 'Cho bộ phận vay', state: state({}), role_id: await roleOf('loan') },
      }),
      422,
      0,
      ['role_id'],
    );
  });

  test('an edit made on a replaced version is refused with 409 and changes nothing', async () => {
    const view = assertOk(
      await t.call('POST', '/api/views', { as: 'editor', body: { list: LIST, name: 'Phiên bản', state: state({}) } }),
    ).data;
    const renamed = assertOk(
      await t.call('PUT', `/api/views/${view.id}`, {
        as: 'editor',
        body: { name: 'Phiên bản 2', state: state({ q: 'vespa' }) },
        headers: { 'if-match': `"${view.row_version}"` },
      }),
    ).data;
    assert.equal(renamed.row_version, view.row_version + 1);
    assert.deepEqual(renamed.state.filters, { q: 'vespa' });
    const stale = await t.call('PUT', `/api/views/${view.id}`, {
      as: 'editor',
      body: { name: 'Cũ' },
      headers: { 'if-match': `"${view.row_version}"` },
    });
    assertError(stale, 409, 409);
    assert.equal(stale.body.errors.current_version[0], String(renamed.row_version));
    const now = assertOk(await t.call('GET', '/api/views', { as: 'editor', query: { list: LIST } })).data.views;
    assert.equal(now.find((v: { id: number }) => v.id === view.id).name, 'Phiên bản 2');
    assertError(
      await t.call('DELETE', `/api/views/${view.id}`, {
        as: 'editor',
        headers: { 'if-match': `"${view.row_version}"` },
      }),
      409,
      409,
    );
    // without If-Match the change is taken on the current version (every test's call is also sent
    // first on a replaced one, which is refused: test/stale-probe.ts)
    assert.equal(
      assertOk(await t.call('PUT', `/api/views/${view.id}`, { as: 'editor', body: { name: 'Phiên bản 3' } })).data.name,
      'Phiên bản 3',
    );
    assertOk(await t.call('DELETE', `/api/views/${view.id}`, { as: 'editor' }));
  });

  test('the default view is each person’s own choice; deleting it sends the list back to "All"', async () => {
    const editorRole = await roleOf('editor');
    const shared = assertOk(
      await t.call('POST', '/api/views', {
        as: 'admin',
        body: {
          list: 'leads.list',
          name: 'Mới',
          state: state({ status: 'new' }),
          role_id: editorRole,
          is_default: true,
        },
      }),
    ).data;
    assert.equal(
      assertOk(await t.call('GET', '/api/views', { as: 'admin', query: { list: 'leads.list' } })).data.default_view_id,
      shared.id,
    );
    // the admin's default is not the editor's
    assert.equal(
      assertOk(await t.call('GET', '/api/views', { as: 'editor', query: { list: 'leads.list' } })).data.default_view_id,
      null,
    );
    const mine = assertOk(
      await t.call('PUT', '/api/view-defaults', { as: 'editor', body: { list: 'leads.list', view_id: shared.id } }),
    ).data;
    assert.equal(mine.default_view_id, shared.id);
    // a view of another list, or one not shared with me, is not a default
    assertError(
      await t.call('PUT', '/api/view-defaults', { as: 'loan', body: { list: 'leads.list', view_id: shared.id } }),
      422,
      0,
      ['view_id'],
    );
    assertOk(await t.call('PUT', '/api/view-defaults', { as: 'admin', body: { list: 'leads.list', view_id: null } }));
    assert.equal(
      assertOk(await t.call('GET', '/api/views', { as: 'editor', query: { list: 'leads.list' } })).data.default_view_id,
      shared.id,
    );
    assertOk(
      await t.call('DELETE', `/api/views/${shared.id}`, {
        as: 'admin',
        headers: { 'if-match': `"${shared.row_version}"` },
      }),
    );
    assert.equal(
      assertOk(await t.call('GET', '/api/views', { as: 'editor', query: { list: 'leads.list' } })).data.default_view_id,
      null,
    );
  });

  test('a person’s columns of a list with no view open are kept on the server, per person', async () => {
    const columns = { order: ['phone', 'name'], hidden: ['email'], widths: { name: 300 } };
    assertOk(await t.call('PUT', '/api/view-columns', { as: 'editor', body: { list: 'users.list', columns } }));
    assert.deepEqual(
      assertOk(await t.call('GET', '/api/views', { as: 'editor', query: { list: 'users.list' } })).data.columns,
      columns,
    );
    assert.equal(
      assertOk(await t.call('GET', '/api/views', { as: 'admin', query: { list: 'users.list' } })).data.columns,
      null,
    );
    assertOk(await t.call('PUT', '/api/view-columns', { as: 'editor', body: { list: 'users.list', columns: null } }));
    assert.equal(
      assertOk(await t.call('GET', '/api/views', { as: 'editor', query: { list: 'users.list' } })).data.columns,
      null,
    );
  });
});
