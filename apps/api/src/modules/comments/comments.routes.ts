import { comment, commentCreateBody, commentListQuery, commentStatusBody, commentUpdateBody } from '@admin/contract';
import { areaRoutes } from '../../lib/routes.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import {
  createComment,
  deleteComment,
  getComment,
  listComments,
  setCommentStatus,
  updateComment,
} from './comments.repository.ts';

export const commentsRoutes = areaRoutes(['comments'], async (app) => {
  rowRoutes(app, {
    path: '/comment',
    permissions: 'comment',
    bulk: { kind: 'comment' },
    entity: comment,
    list: {
      summary: 'Comments on news, 20 a page, newest first; status, article and search filters',
      query: commentListQuery,
      run: listComments,
    },
    create: {
      summary: 'Reply as staff on an article or under a comment (approved at once)',
      body: commentCreateBody,
      run: createComment,
    },
    get: { summary: 'One comment', run: getComment },
    update: {
      method: 'POST',
      summary: 'Edit the text of a staff reply (409 for a reader’s comment)',
      body: commentUpdateBody,
      conflict: true,
      run: updateComment,
    },
    status: {
      method: 'PATCH',
      summary: 'Moderate: approved, rejected or spam',
      body: commentStatusBody,
      run: setCommentStatus,
    },
    delete: { summary: 'Delete a comment and the replies under it', run: deleteComment },
  });
});
