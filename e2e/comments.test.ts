import { describe, test } from 'node:test';
import { useE2E } from './harness.ts';
import { moderateFirstRow } from './screen-helpers.ts';

const e2e = useE2E();

describe('comments', () => {
  test('comments: approve a pending comment', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: '/comments?status=pending' });
    // approved, it leaves the pending list
    await moderateFirstRow(page, 'comments-vi', 'comment-approved', '/comments?status=approved');
    await context.close();
  });
});
