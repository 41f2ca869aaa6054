import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LOCATION_REGIONS } from '@admin/contract';
import { assertOk, describeApp, valuesOf } from '../../test/harness.ts';

describeApp('locations', (t) => {
  test("GET /locations/cities: 'Any Location', Hà Nội, Hồ Chí Minh, then the 61 others in Vietnamese order", async () => {
    const { data } = assertOk(await t.call('GET', '/api/locations/cities', { as: 'news' }));
    assert.equal(data.length, 64);
    assert.deepEqual(data.slice(0, 3), [
      { value: null, text: 'Any Location', sort_num: 0, checked: false, tag: [] },
      { value: 1, text: 'Hà Nội', sort_num: 1, checked: false, tag: ['northern', 'db_song_hong'] },
      { value: 79, text: 'Hồ Chí Minh', sort_num: 2, checked: false, tag: ['southern', 'dong_nam_bo'] },
    ]);
    const rest = data.slice(3);
    assert.ok(rest.every((l: { sort_num: number }) => l.sort_num === 99));
    const names = rest.map((l: { text: string }) => l.text);
    assert.deepEqual(names, [...names].sort(new Intl.Collator('vi').compare));
    assert.equal(names[0], 'An Giang');
    assert.ok(names.indexOf('Bình Dương') < names.indexOf('Cà Mau'));
    assert.ok(names.indexOf('Cà Mau') < names.indexOf('Đà Nẵng'));
    assert.equal(new Set(valuesOf(data, 'value')).size, 64);
    for (const l of rest) {
      assert.ok(['northern', 'southern'].includes(l.tag[0]));
      assert.ok((LOCATION_REGIONS as readonly string[]).includes(l.tag[1]));
    }
    const tagOf = (name: string) => data.find((l: { text: string }) => l.text === name).tag;
    assert.deepEqual(tagOf('Thừa Thiên Huế'), ['northern', 'bac_trung_bo']);
    assert.deepEqual(tagOf('Đà Nẵng'), ['southern', 'nam_trung_bo']);
    assert.deepEqual(tagOf('Lâm Đồng'), ['southern', 'tay_nguyen']);
  });
});
