import { ListHeader } from '../../../components/page-header.tsx';
import { comments } from '../api.ts';
import { CommentsTable } from '../components/comments-table.tsx';

export const loader = comments.listLoader;

/** /comments: moderation of the readers' comments. */
export function Component() {
  const { search, onSearch, list } = comments.useList();
  return (
    <>
      <ListHeader texts="comments.list" count={list.data?.total ?? 0} />
      <CommentsTable
        search={search}
        onSearch={onSearch}
        rows={list.data?.data ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
      />
    </>
  );
}
