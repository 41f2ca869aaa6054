import type { Review, ReviewListQuery, ReviewStatusBody } from '@admin/contract';
import { type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { userName } from '../../lib/columns.ts';
import { setStatusAudited } from '../../lib/audited.ts';
import type { Page } from '../../lib/envelope.ts';
import { filtered } from '../../lib/list-filters.ts';
import { sortedPageOf } from '../../lib/paging.ts';

import type { Actor } from '../../lib/audit-log.ts';
import { rowReader } from '../../lib/rows.ts';

const reviews = rowReader(
  (db) =>
    db
      .selectFrom('reviews as r')
      .select([
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
        userName('r.moderated_by').as('moderator_name'),
        'r.moderated_at',
        'r.created_at',
        'r.updated_at',
        'r.row_version',
      ]),
  ({ moderator_name, moderated_by, ...row }): Review => ({
    ...row,
    moderated_by: moderated_by !== null && moderator_name ? { id: moderated_by, name: moderator_name } : null,
  }),
  { key: 'r.id', missing: 'Review not found' },
);

export async function listReviews(db: Kysely<DB>, query: ReviewListQuery): Promise<Page<Review>> {
  const base = filtered(db.selectFrom('reviews as r'), query, {
    search: 'r.search_text',
    equal: { status: 'r.status', target_type: 'r.target_type', target_id: 'r.target_id', rating: 'r.rating' },
  });
  return sortedPageOf(base, reviews.within(db, base), query, reviews.toItem, {
    table: 'r',
  });
}

export const getReview = reviews.one;

/** Publishes or hides a review, with an optional note; a pending review never comes back. */
export async function setReviewStatus(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: ReviewStatusBody,
): Promise<Review> {
  return setStatusAudited(db, actor, {
    table: 'reviews',
    entity: 'review',
    id,
    change: { status: body.status, moderation_note: body.note ?? null },
    stamp: (_before, now) => ({ moderated_by: actor.userId, moderated_at: now }),
    load: getReview,
  });
}
