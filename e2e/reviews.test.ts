import { describe, test } from 'node:test';
import { useE2E } from './harness.ts';
import { moderateFirstRow } from './screen-helpers.ts';

const e2e = useE2E();

describe('reviews', () => {
  test('reviews: publish a pending review (English)', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'en', path: '/reviews?status=pending' });
    await moderateFirstRow(page, 'reviews-en', 'review-publish', '/reviews?status=published');
    await context.close();
  });
});
