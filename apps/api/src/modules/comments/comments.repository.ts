import {
  type Comment,
  type CommentCreateBody,
  type CommentListQuery,
  type CommentStatus,
  type CommentUpdateBody,
  comment,
} from '@admin/contract';
import { type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { searchText } from '../../db/search.ts';
import { deleteAudited, insertAudited, setStatusAudited, updateAudited } from '../../lib/audited.ts';
import { countOf, entityFields, refOf, userName } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { conflict, invalidField } from '../../lib/http-error.ts';
import { filtered } from '../../lib/list-filters.ts';
import { pageOf } from '../../lib/paging.ts';
import { nowIso } from '../../lib/time.ts';
import type { Actor } from '../../lib/audit-log.ts';
import { rowReader } from '../../lib/rows.ts';

const comments = rowReader(
  (db) =>
    db
      .selectFrom('news_comments as c')
      .innerJoin('news as n', 'n.id', 'c.news_id')
      .selectAll('c')
      .select([
        'n.title as news_title',
        userName('c.user_id').as('user_name'),
        userName('c.moderated_by').as('moderator_name'),
        countOf('news_comments', 'parent_id', 'c.id').as('replies_count'),
      ]),
  (row): Comment => ({
    ...entityFields(comment, row),
    news: { id: row.news_id, title: row.news_title },
    is_staff: row.user_id !== null,
    user: refOf(row.user_id, row.user_name),
    replies_count: Number(row.replies_count),
    moderated_by: refOf(row.moderated_by, row.moderator_name),
  }),
  { key: 'c.id', missing: 'Comment not found' },
);

export async function listComments(db: Kysely<DB>, query: CommentListQuery): Promise<Page<Comment>> {
  const base = filtered(db.selectFrom('news_comments as c'), query, {
    search: 'c.search_text',
    equal: { status: 'c.status', news_id: 'c.news_id', parent_id: 'c.parent_id' },
  });
  const rows = comments.within(db, base).orderBy('c.id', 'desc');
  return pageOf(base, rows, query, comments.toItem);
}

export const getComment = comments.one;

/** A staff reply: approved at once, signed with the staff member's name. */
export async function createComment(db: Kysely<DB>, actor: Actor, body: CommentCreateBody): Promise<Comment> {
  const news = await db.selectFrom('news').select('id').where('id', '=', body.news_id).executeTakeFirst();
  if (!news) throw invalidField('news_id', 'Unknown article');
  if (body.parent_id !== undefined) {
    const parent = await db
      .selectFrom('news_comments')
      .select('news_id')
      .where('id', '=', body.parent_id)
      .executeTakeFirst();
    if (!parent || parent.news_id !== body.news_id)
      throw invalidField('parent_id', 'The comment replied to is not on this article');
  }
  const staff = await db
    .selectFrom('users')
    .select(['full_name', 'username', 'email'])
    .where('id', '=', actor.userId ?? 0)
    .executeTakeFirstOrThrow();
  const authorName = staff.full_name ?? staff.username;
  const now = nowIso();
  const id = await insertAudited(db, actor, {
    table: 'news_comments',
    entity: 'comment',
    now,
    values: {
      news_id: body.news_id,
      parent_id: body.parent_id ?? null,
      author_name: authorName,
      author_email: staff.email,
      content: body.content,
      status: 'approved',
      user_id: actor.userId,
      moderated_by: actor.userId,
      moderated_at: now,
      search_text: searchText(authorName, body.content),
    },
    after: { news_id: body.news_id, parent_id: body.parent_id ?? null, content: body.content },
  });
  return getComment(db, id);
}

/** Only staff replies can be edited; readers' comments are moderated, not rewritten (409). */
export async function updateComment(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: CommentUpdateBody,
): Promise<Comment> {
  const before = await getComment(db, id);
  if (!before.is_staff) throw conflict("A reader's comment cannot be edited: approve, reject or mark it as spam");
  await updateAudited(db, actor, {
    table: 'news_comments',
    entity: 'comment',
    id,
    set: { content: body.content, search_text: searchText(before.author_name, body.content) },
    before: { content: before.content },
    after: { content: body.content },
  });
  return getComment(db, id);
}

export async function setCommentStatus(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  status: Exclude<CommentStatus, 'pending'>,
): Promise<Comment> {
  return setStatusAudited(db, actor, {
    table: 'news_comments',
    entity: 'comment',
    id,
    change: { status },
    stamp: (_before, now) => ({ moderated_by: actor.userId, moderated_at: now }),
    load: getComment,
  });
}

/** Deletes a comment and the replies under it. */
export async function deleteComment(db: Kysely<DB>, actor: Actor, id: number): Promise<{ id: number }> {
  const before = await getComment(db, id);
  return deleteAudited(db, actor, { table: 'news_comments', entity: 'comment', id, before });
}
