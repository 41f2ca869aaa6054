import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPageCursors } from './page-cursors.ts';

interface Search {
  q?: string;
  sort_by: string;
  page: number;
}
const view = (page: number, rest: Partial<Search> = {}): Search => ({ sort_by: 'price', page, ...rest });

test('the next-page button reads the next page with the cursor of the page before it', () => {
  const cursors = createPageCursors<Search>();
  assert.equal(cursors.cursorFor(view(1)), undefined, 'page 1 by offset');
  cursors.answered(view(1), 'after-1');
  cursors.move(view(1), view(2));
  assert.equal(cursors.cursorFor(view(2)), 'after-1');
  cursors.answered(view(2), 'after-2');
  cursors.move(view(2), view(3));
  assert.equal(cursors.cursorFor(view(3)), 'after-2');
  assert.equal(cursors.cursorFor(view(2)), 'after-1', 'going back finds the same cursor (the same query key)');
});

test('the order of the filters does not make another view', () => {
  const cursors = createPageCursors<Search>();
  cursors.answered({ q: 'honda', sort_by: 'price', page: 1 }, 'after-1');
  cursors.move({ sort_by: 'price', q: 'honda', page: 1 }, { q: 'honda', sort_by: 'price', page: 2 });
  assert.equal(cursors.cursorFor({ sort_by: 'price', q: 'honda', page: 2 }), 'after-1');
});

test('without the answer of the page before (still loading, or the last page) the next page reads by offset', () => {
  const cursors = createPageCursors<Search>();
  cursors.move(view(1), view(2));
  assert.equal(cursors.cursorFor(view(2)), undefined);
  cursors.answered(view(2), null);
  cursors.move(view(2), view(3));
  assert.equal(cursors.cursorFor(view(3)), undefined);
});

test('another filter, sort or a jump reads by offset; previous page keeps its cursor', () => {
  const cursors = createPageCursors<Search>();
  cursors.answered(view(1), 'after-1');
  cursors.move(view(1), view(2));
  cursors.answered(view(2), 'after-2');
  cursors.move(view(2), view(3));
  cursors.move(view(3), view(2));
  assert.equal(cursors.cursorFor(view(2)), 'after-1', 'previous page: the answer already seen');
  cursors.move(view(2), view(1, { q: 'vision' }));
  assert.equal(cursors.cursorFor(view(1, { q: 'vision' })), undefined);
  assert.equal(cursors.cursorFor(view(2, { sort_by: 'id' })), undefined, 'another sort has no cursor');
  cursors.move(view(7), view(3));
  assert.equal(cursors.cursorFor(view(3)), undefined, 'a jump to a page forgets its cursor');
  cursors.move(view(2), view(4));
  assert.equal(cursors.cursorFor(view(4)), undefined, 'skipping a page is a jump');
});

test('the memory is bounded, the oldest going first', () => {
  const cursors = createPageCursors<Search>(2);
  for (const page of [1, 2, 3]) {
    cursors.answered(view(page), `after-${page}`);
    cursors.move(view(page), view(page + 1));
  }
  assert.equal(cursors.cursorFor(view(2)), undefined);
  assert.equal(cursors.cursorFor(view(3)), 'after-2');
  assert.equal(cursors.cursorFor(view(4)), 'after-3');
});
