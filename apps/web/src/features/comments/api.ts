import { commentListQuery, type Comment, type CommentStatusBody, type Ok } from '@admin/contract';
import { api, request } from '../../lib/api-client.ts';
import { defineResource } from '../../lib/crud.ts';
import { useAreaMutation } from '../../lib/area-queries.ts';

export const comments = defineResource<Comment>()({
  area: 'comments',
  path: '/comment',
  listQuery: commentListQuery,
  filters: ['q', 'status', 'news_id'],
});

export type CommentsSearch = ReturnType<typeof comments.urlState.parse>;

/** PATCH /comment/{id}: approve, reject or mark as spam. */
export function useModerateComment() {
  return useAreaMutation(comments.keys, ({ id, status }: { id: number; status: CommentStatusBody['status'] }) =>
    request<Ok<Comment>>(`/comment/${id}`, { method: 'PATCH', body: { status } }),
  );
}

export function useDeleteComment() {
  return useAreaMutation(comments.keys, (id: number) => api.delete(`/comment/${id}`));
}
