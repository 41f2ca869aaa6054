import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertImageVariants, multipart, png, replacePicture } from '../../test/site-helpers.ts';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';

describeApp('partners', (t) => {
  test('GET /partners: banks, finance companies and insurers in their order, with leads counts; filters', async () => {
    const body = assertOk(await t.call('GET', '/api/partners', { as: 'editor' }));
    // the content seed's eight and SVFC, the lender the loans' seed adds
    assert.equal(body.total, 9);
    assert.deepEqual(valuesOf(body.data.slice(0, 4), 'name'), ['VPBank', 'HD Saison', 'FE Credit', 'Home Credit']);
    const hd = body.data[1];
    assert.equal(hd.type, 'finance');
    assert.ok(hd.leads_count > 0);
    await assertImageVariants(t, hd.logo);
    const insurers = assertOk(await t.call('GET', '/api/partners', { as: 'editor', query: { type: 'insurance' } }));
    assert.deepEqual(valuesOf(insurers.data, 'name'), ['Bảo Việt', 'PVI']);
    const inactive = assertOk(await t.call('GET', '/api/partners', { as: 'editor', query: { active: 0 } }));
    assert.deepEqual(valuesOf(inactive.data, 'name'), ['TPBank']);
    const found = assertOk(await t.call('GET', '/api/partners', { as: 'editor', query: { q: 'bao viet' } }));
    assert.equal(found.data[0].name, 'Bảo Việt');
  });

  test('create with a logo (multipart), names unique case-insensitively, edit keeping or replacing the logo, activate', async () => {
    const fields = {
      name: 'Shinhan Finance',
      type: 'finance',
      website: 'https://shinhanfinance.com.vn',
      hotline: '1900 1575',
      email: 'hoptac@shinhanfinance.com.vn',
      description: 'Vay tiêu dùng mua xe máy',
    };
    const created = assertOk(
      await t.call('POST', '/api/partners', {
        as: 'editor',
        body: multipart(fields, { field: 'logo', bytes: await png(400, 400) }),
      }),
    );
    assert.equal(created.messages, 'Create successfully');
    const partner = created.data;
    assert.deepEqual([partner.active, partner.leads_count, partner.hotline], [1, 0, '1900 1575']);
    await assertImageVariants(t, partner.logo);
    assertError(
      await t.call('POST', '/api/partners', { as: 'editor', body: { ...fields, name: 'SHINHAN finance' } }),
      422,
      0,
      ['name'],
    );

    const kept = assertOk(
      await t.call('POST', `/api/partners/${partner.id}`, {
        as: 'editor',
        body: multipart({ ...fields, description: 'Trả góp 0%' }),
      }),
    ).data;
    assert.equal(kept.description, 'Trả góp 0%');
    assert.deepEqual(kept.logo, partner.logo);
    await replacePicture(
      t,
      `/api/partners/${partner.id}`,
      fields,
      { field: 'logo', bytes: await png(400, 400, '#c62828') },
      partner.logo,
    );
    assertError(
      await t.call('POST', `/api/partners/${partner.id}`, { as: 'editor', body: { ...fields, name: 'VPBank' } }),
      422,
      0,
      ['name'],
    );
    assertError(
      await t.call('POST', '/api/partners', {
        as: 'editor',
        body: multipart({ ...fields, name: 'Khác' }, { field: 'logo', bytes: Buffer.from('%PDF-1.4') }),
      }),
      422,
      0,
      ['logo'],
    );

    const off = assertOk(
      await t.call('PUT', `/api/partners/active/${partner.id}`, { as: 'editor', body: { active: 0 } }),
    );
    assert.equal(off.data.active, 0);
    assert.equal(off.messages, 'Update status successfully');
    assertError(await t.call('PUT', '/api/partners/active/99999', { as: 'editor', body: { active: 1 } }), 404, 404);
  });
});
