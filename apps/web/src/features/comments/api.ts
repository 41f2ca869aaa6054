import {
  commentListQuery,
  type Comment,
  type CommentListQuery,
  type CommentStatusBody,
  type Ok,
} from '@admin/contract';
import { api, request } from '../../lib/api-client.ts';
import { createResource, useAreaMutation } from '../../lib/crud.ts';
import { createUrlState } from '../../lib/url-state.ts';

export const comments = createResource<Comment, CommentListQuery>('comments', '/comment');

const shape = commentListQuery.shape;
export const commentsUrlState = createUrlState({
  q: shape.q,
  status: shape.status,
  news_id: shape.news_id,
  page: shape.page,
});
export type CommentsSearch = ReturnType<typeof commentsUrlState.parse>;
export const COMMENTS_PAGE_SIZE = shape.count.parse(undefined);
export const commentsListQuery = (search: CommentsSearch) =>
  comments.list({ ...commentListQuery.parse({}), ...search, count: COMMENTS_PAGE_SIZE });

/** PATCH /comment/{id}: approve, reject or mark as spam. */
export function useModerateComment() {
  return useAreaMutation(comments.keys, ({ id, status }: { id: number; status: CommentStatusBody['status'] }) =>
    request<Ok<Comment>>(`/comment/${id}`, { method: 'PATCH', body: { status } }),
  );
}

export function useDeleteComment() {
  return useAreaMutation(comments.keys, (id: number) => api.delete(`/comment/${id}`));
}
