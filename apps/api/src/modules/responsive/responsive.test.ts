import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertError, assertOk, describeApp } from '../../test/harness.ts';

type Item = { id: number; title: string; state: string; position?: string };
const titles = (items: Item[]) => items.map((i) => i.title);
const states = (items: Item[]) => Object.fromEntries(items.map((i) => [i.title, i.state]));

describeApp('responsive preview', (t) => {
  const pageId = (slug: string) => t.idOf('pages', 'slug', slug);
  const preview = async (as: string, query: Record<string, string | number> = {}) =>
    assertOk(await t.call('GET', '/api/responsive-preview', { as, query })).data;

  test('by default: the first published page, on the web, now; the same banners GET /v2/banners/list shows', async () => {
    const data = await preview('editor');
    assert.equal(data.platform, 'web');
    assert.ok(Math.abs(Date.parse(data.at) - Date.now()) < 60_000, 'at is now');
    assert.equal(data.pages.length, 6);
    assert.deepEqual(
      { title: data.page.title, slug: data.page.slug, status: data.page.status },
      { title: 'Trang chủ', slug: 'trang-chu', status: 1 },
    );
    assert.deepEqual(
      data.banners.map((b: Item) => [b.position, b.title]),
      [
        ['slider', 'Mua xe cũ đã kiểm định 150 hạng mục'],
        ['slider', 'Trả góp 0% cùng HD Saison'],
        ['slider', 'Bán xe nhanh trong 24 giờ'],
        ['middle', 'Bảo hiểm xe máy Bảo Việt chỉ từ 66.000đ'],
      ],
    );
    assert.ok(data.banners.every((b: Item) => b.state === 'live'));
    assert.deepEqual(titles(data.popups), ['Tải ứng dụng Chợ Xe']);
    const live = assertOk(
      await t.call('GET', '/api/v2/banners/list', {
        as: 'editor',
        query: { page_id: data.page.id, platform: 'web' },
      }),
    ).data;
    assert.deepEqual(
      data.banners.map((b: Item) => b.id),
      live.map((b: Item) => b.id),
    );
  });

  test('the platform decides: android shows neither the web-only slide nor the web pop-up', async () => {
    const data = await preview('editor', { platform: 'android' });
    assert.deepEqual(titles(data.banners), [
      'Mua xe cũ đã kiểm định 150 hạng mục',
      'Trả góp 0% cùng HD Saison',
      'Bảo hiểm xe máy Bảo Việt chỉ từ 66.000đ',
    ]);
    assert.deepEqual(titles(data.popups), ['Ưu đãi trả góp 0%']);
    const ios = await preview('editor', { platform: 'ios' });
    assert.deepEqual(titles(ios.banners), ['Mua xe cũ đã kiểm định 150 hạng mục', 'Trả góp 0% cùng HD Saison']);
  });

  test('the moment decides: a limited banner is scheduled before its window and ended after it (drafts=1 shows them)', async () => {
    // the demo's running window opens 2024-01-15 09:00 in Vietnam and closes at the end of 2030
    const before = await preview('editor', { at: '2024-01-10 09:00' });
    assert.equal(before.at, '2024-01-10T02:00:00.000Z');
    assert.ok(!titles(before.banners).includes('Trả góp 0% cùng HD Saison'));
    const withDrafts = await preview('editor', { at: '2024-01-10 09:00', drafts: 1 });
    assert.equal(states(withDrafts.banners)['Trả góp 0% cùng HD Saison'], 'scheduled');
    assert.equal(states(withDrafts.banners)['Mua xe cũ đã kiểm định 150 hạng mục'], 'live');

    const opening = await preview('editor', { at: '2024-01-15T02:00:00Z' });
    assert.ok(titles(opening.banners).includes('Trả góp 0% cùng HD Saison'), 'the start is included');

    const after = await preview('editor', { at: '2031-01-01T00:00:00+07:00', drafts: 1 });
    assert.equal(states(after.banners)['Trả góp 0% cùng HD Saison'], 'ended');
    assert.equal(states(after.banners)['Bảo hiểm xe máy Bảo Việt chỉ từ 66.000đ'], 'ended');
    assert.equal(states(after.banners)['Bán xe nhanh trong 24 giờ'], 'live', 'an unlimited banner stays');
  });

  test('a page: its switched-off pop-up, its sidebar banner; a hidden page shows nothing live', async () => {
    const buy = await preview('editor', { page_id: await pageId('mua-xe'), drafts: 1 });
    assert.equal(buy.page.title, 'Mua xe');
    assert.deepEqual(states(buy.banners), { 'Xe tay ga dưới 20 triệu': 'live', 'Xe côn tay thể thao': 'live' });
    assert.equal(
      buy.banners.find((b: Item) => b.state === 'live' && b.position === 'sidebar').title,
      'Xe côn tay thể thao',
    );
    assert.deepEqual(states(buy.popups), { 'Đăng ký nhận tin xe mới': 'off' });
    assert.deepEqual((await preview('editor', { page_id: await pageId('mua-xe') })).popups, []);

    const tet = await pageId('khuyen-mai-tet');
    // inside both windows of the Tết page, which is hidden
    const hidden = await preview('editor', { page_id: tet, at: '2024-01-10 09:00' });
    assert.equal(hidden.page.status, 0);
    assert.deepEqual([hidden.banners, hidden.popups], [[], []]);
    const drafts = await preview('editor', { page_id: tet, at: '2024-01-10 09:00', drafts: 1 });
    assert.deepEqual(states(drafts.banners), { 'Lì xì đầu năm: giảm 500.000đ phí đăng tin': 'page-hidden' });
    assert.deepEqual(states(drafts.popups), { 'Lì xì Tết': 'page-hidden' });
  });

  test('422 for an unknown page, a bad time or platform', async () => {
    assertError(await t.call('GET', '/api/responsive-preview', { as: 'editor', query: { page_id: 9999 } }), 422, 0, [
      'page_id',
    ]);
    assertError(
      await t.call('GET', '/api/responsive-preview', { as: 'editor', query: { at: '2024-02-30 09:00' } }),
      422,
      0,
      ['at'],
    );
    assertError(await t.call('GET', '/api/responsive-preview', { as: 'editor', query: { platform: 'tv' } }), 422, 0, [
      'platform',
    ]);
  });

  test('403 without any of the three permissions (before the query is checked); each part needs its own', async () => {
    assertError(await t.call('GET', '/api/responsive-preview'), 401, 6002);
    for (const query of [{}, { platform: 'tv' }] as Record<string, string>[]) {
      const res = await t.call('GET', '/api/responsive-preview', { as: 'news', query });
      assertError(res, 403, 403);
      assert.match(res.body.result, /one of "banners-index", "popups-view", "pages-view"/);
    }

    const permissionId = (name: string) => t.idOf('permissions', 'name', name);
    const role = assertOk(await t.call('GET', '/api/roles', { as: 'admin' })).data.find(
      (r: { name: string }) => r.name === 'news-writer',
    );
    assertOk(
      await t.call('PUT', `/api/roles/${role.id}`, {
        as: 'admin',
        body: {
          name: 'news-writer',
          permissions: [await permissionId('news-list'), await permissionId('popups-view')],
        },
      }),
    );
    const popupsOnly = await preview('news');
    assert.equal(popupsOnly.banners, null);
    assert.deepEqual(titles(popupsOnly.popups), ['Tải ứng dụng Chợ Xe']);
    assert.equal(popupsOnly.pages.length, 6);
  });
});
