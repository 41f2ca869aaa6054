/**
 * The keyset cursors of a paged list, kept in memory beside the URL (which holds only the filters,
 * sort and page, so a link or a reload reads by offset). A page's answer gives the cursor of the
 * page after it; the next-page button reads that page by the cursor, so page 10,000 costs what
 * page 1 costs. Back and forward find the same cursor again (the same query key, the cached answer).
 * Previous page keeps the cursor its page was reached with; any other move reads by offset.
 */
export interface PageCursors<S extends { page: number }> {
  /** The cursor to read `search`'s page with, when it was reached with the next-page button. */
  cursorFor(search: S): string | undefined;
  /** A page's answer arrived: its `next_cursor` reads the page after it. */
  answered(search: S, nextCursor: string | null | undefined): void;
  /** The screen goes from one page or view to another. */
  move(from: S, to: S): void;
}

/** The view (filters and sort) without the page: pages of one view share it. */
function viewOf(search: { page: number }): string {
  const { page: _page, ...view } = search;
  return JSON.stringify(view, Object.keys(view).sort());
}

const keyOf = (search: { page: number }) => `${viewOf(search)}#${search.page}`;

/** `limit` bounds each of the two maps; the oldest entries go first. */
export function createPageCursors<S extends { page: number }>(limit = 500): PageCursors<S> {
  /** (view, page) → the next_cursor of that page's answer. */
  const nextOf = new Map<string, string>();
  /** (view, page) → the cursor that page is read with. */
  const readWith = new Map<string, string>();
  const put = (map: Map<string, string>, key: string, value: string) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > limit) map.delete(map.keys().next().value!);
  };
  return {
    cursorFor: (search) => readWith.get(keyOf(search)),
    answered(search, nextCursor) {
      if (nextCursor) put(nextOf, keyOf(search), nextCursor);
      else nextOf.delete(keyOf(search));
    },
    move(from, to) {
      const sameView = viewOf(from) === viewOf(to);
      const cursor = sameView && to.page === from.page + 1 ? nextOf.get(keyOf(from)) : undefined;
      if (cursor) put(readWith, keyOf(to), cursor);
      else if (!(sameView && to.page === from.page - 1)) readWith.delete(keyOf(to));
    },
  };
}
