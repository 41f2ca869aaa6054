import { searchText } from '../../search.ts';
import { COMMENT_AUTHORS, LEAD_PRODUCTS, REVIEW_STORES, REVIEW_TEXTS } from '../content-data.ts';
import { type ContentSeed, day } from './shared.ts';

/** Reviews of stores and products, moderated. */
export const seedReviews: ContentSeed = async (trx, { editor }) => {
  const reviewStatuses = ['published', 'pending', 'published', 'hidden', 'published', 'pending'] as const;
  await trx
    .insertInto('reviews')
    .values(
      Array.from({ length: 30 }, (_, i) => {
        const store = i % 2 === 0;
        const [targetId, targetName] = store
          ? REVIEW_STORES[i % REVIEW_STORES.length]
          : LEAD_PRODUCTS[i % LEAD_PRODUCTS.length];
        const [rating, content] = REVIEW_TEXTS[i % REVIEW_TEXTS.length];
        const reviewer = COMMENT_AUTHORS[(i * 3) % COMMENT_AUTHORS.length];
        const status = rating <= 1 && i % 3 === 0 ? 'hidden' : reviewStatuses[i % reviewStatuses.length];
        const created = day(50 + i, i % 10);
        return {
          target_type: store ? ('store' as const) : ('product' as const),
          target_id: targetId,
          target_name: targetName,
          reviewer_name: reviewer,
          reviewer_phone: `03${String(20_000_000 + i * 731_337).slice(0, 8)}`,
          rating,
          content,
          status,
          moderation_note: status === 'hidden' ? 'Nội dung chưa được xác minh' : null,
          moderated_by: status === 'pending' ? null : (editor?.id ?? null),
          moderated_at: status === 'pending' ? null : day(51 + i),
          search_text: searchText(reviewer, targetName, content),
          created_at: created,
          updated_at: created,
        };
      }),
    )
    .execute();
};
