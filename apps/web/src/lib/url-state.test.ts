import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bannerListQuery, leadListQuery } from '@admin/contract';
import { createUrlState } from './url-state.ts';
import { toFormData } from './form-data.ts';

const leads = createUrlState({
  q: leadListQuery.shape.q,
  status: leadListQuery.shape.status,
  page: leadListQuery.shape.page,
});

test('a list URL falls back to the defaults for absent or invalid values', () => {
  assert.deepEqual(leads.parse(new URLSearchParams('status=nope&page=-3')), {
    q: undefined,
    status: undefined,
    page: 1,
  });
  assert.deepEqual(leads.parse(new URLSearchParams('status=contacted&page=2&q=Y%E1%BA%BFn')), {
    q: 'Yến',
    status: 'contacted',
    page: 2,
  });
});

test('only values that differ from the defaults go into the URL', () => {
  assert.equal(leads.toParams({ q: undefined, status: 'lost', page: 1 }).toString(), 'status=lost');
  assert.equal(leads.toParams({ q: '', status: undefined, page: 3 }).toString(), 'page=3');
});

test('1/0 filters keep their value through the URL', () => {
  const banners = createUrlState({ status: bannerListQuery.shape.status, page: bannerListQuery.shape.page });
  const search = banners.parse(new URLSearchParams('status=0'));
  assert.equal(search.status, 0);
  assert.equal(banners.toParams(search).toString(), 'status=0');
});

test('multipart bodies: lists as name[] fields, null and undefined left out', () => {
  const form = toFormData({ title: 'Tết', platform: ['web', 'ios'], is_limited: 0, link: undefined, end_time: null });
  assert.deepEqual(
    [...form.entries()],
    [
      ['title', 'Tết'],
      ['platform[]', 'web'],
      ['platform[]', 'ios'],
      ['is_limited', '0'],
    ],
  );
});
