import { searchText } from '../../db/search.ts';
import { COMMENT_AUTHORS } from './20-comments.ts';
import { LEAD_PRODUCTS } from './60-leads.ts';
import { type AreaSeed, day, hoursAgo } from './shared.ts';

export const REVIEW_STORES: readonly [number, string][] = [
  [101, 'Cửa hàng Xe máy Minh Phát'],
  [102, 'Xe Cũ Hồng Đức'],
  [103, 'Trạm dịch vụ Chợ Xe Cầu Giấy'],
  [104, 'Honda Head Tấn Phát'],
];
export const REVIEW_TEXTS: readonly [number, string][] = [
  [5, 'Xe đúng như mô tả, cửa hàng tư vấn nhiệt tình.'],
  [4, 'Giá hợp lý, thủ tục sang tên nhanh.'],
  [5, 'Trạm kiểm tra xe rất kỹ, mình yên tâm mua.'],
  [3, 'Xe ổn nhưng giao trễ hơn hẹn một ngày.'],
  [2, 'Xe có vết trầy không được nhắc trong tin đăng.'],
  [1, 'Liên hệ mãi không ai trả lời.'],
  [4, 'Đi êm, tiết kiệm xăng, sẽ giới thiệu bạn bè.'],
  [5, 'Được hỗ trợ vay trả góp rất nhanh.'],
];

/** Reviews of stores and products, moderated. */
export const seed: AreaSeed = async (trx, { editor }) => {
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
        const created = status === 'pending' ? hoursAgo(3 + (30 - i) * 5) : day(50 + i, i % 10);
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
