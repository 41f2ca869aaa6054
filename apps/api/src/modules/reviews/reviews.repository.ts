import type { Review, ReviewListQuery, ReviewStatusBody } from '@admin/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { containsFolded } from '../../db/search.ts';
import type { Page } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import type { Actor } from '../../plugins/audit.ts';
import { writeAudit } from '../audit/audit.repository.ts';

function selectReviews(db: Kysely<DB>) {
  return db
    .selectFrom('reviews as r')
    .leftJoin('users as u', 'u.id', 'r.moderated_by')
    .select((eb) => [
      'r.id',
      'r.target_type',
      'r.target_id',
      'r.target_name',
      'r.reviewer_name',
      'r.reviewer_phone',
      'r.rating',
      'r.content',
      'r.status',
      'r.moderation_note',
      'r.moderated_by',
      eb.fn.coalesce('u.full_name', 'u.username').as('moderator_name'),
      'r.moderated_at',
      'r.created_at',
      'r.updated_at',
    ]);
}
type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['executeTakeFirstOrThrow']>>;

const toReview = ({ moderator_name, moderated_by, ...row }: ReviewRow): Review => ({
  ...row,
  moderated_by: moderated_by !== null && moderator_name ? { id: moderated_by, name: moderator_name } : null,
});

export async function listReviews(db: Kysely<DB>, query: ReviewListQuery): Promise<Page<Review>> {
  let base = db.selectFrom('reviews as r');
  if (query.q) base = base.where(containsFolded(sql.ref('r.search_text'), query.q));
  if (query.status) base = base.where('r.status', '=', query.status);
  if (query.target_type) base = base.where('r.target_type', '=', query.target_type);
  if (query.target_id) base = base.where('r.target_id', '=', query.target_id);
  if (query.rating) base = base.where('r.rating', '=', query.rating);
  let rows = selectReviews(db).where('r.id', 'in', base.select('r.id'));
  rows = rows.orderBy(sql.ref(`r.${query.sort_by}`), query.order_by);
  if (query.sort_by !== 'id') rows = rows.orderBy('r.id', query.order_by);
  const [items, total] = await Promise.all([
    rows
      .limit(query.count)
      .offset((query.page - 1) * query.count)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: items.map(toReview), total: Number(total.n) };
}

export async function getReview(db: Kysely<DB>, id: number): Promise<Review> {
  const row = await selectReviews(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Review not found');
  return toReview(row);
}

/** Publishes or hides a review, with an optional note; a pending review never comes back. */
export async function setReviewStatus(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: ReviewStatusBody,
): Promise<Review> {
  const before = await getReview(db, id);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('reviews')
      .set({
        status: body.status,
        moderation_note: body.note ?? null,
        moderated_by: actor.userId,
        moderated_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, actor, {
      action: 'status',
      entity: 'review',
      entityId: id,
      before: { status: before.status, moderation_note: before.moderation_note },
      after: { status: body.status, moderation_note: body.note ?? null },
    });
  });
  return getReview(db, id);
}
