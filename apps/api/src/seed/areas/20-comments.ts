import { slugify } from '../../lib/slug.ts';
import { searchText } from '../../db/search.ts';
import { NEWS } from './15-news.ts';
import { type AreaSeed, day, hoursAgo } from './shared.ts';

export const COMMENT_AUTHORS = [
  'Nguyễn Văn Hùng',
  'Trần Thị Mai',
  'Lê Quốc Bảo',
  'Phạm Minh Tuấn',
  'Hoàng Thu Trang',
  'Vũ Đức Anh',
  'Đặng Ngọc Hân',
  'Bùi Thanh Sơn',
];
export const COMMENT_TEXTS = [
  'Bài viết rất hữu ích, cảm ơn tác giả!',
  'Cho mình hỏi xe này đi phố có hao xăng không?',
  'Mình vừa mua một chiếc qua sàn, thủ tục nhanh gọn.',
  'Giá này có bao gồm phí trước bạ chưa ạ?',
  'Mua ngay kẻo lỡ, liên hệ 0909xxxxxx giá rẻ nhất!!!',
  'Mong sàn có thêm bài so sánh các mẫu xe điện.',
  'Thông tin chưa chính xác, bản mới đã có ABS rồi.',
  'Xe nhà mình đi 5 năm vẫn ổn, rất đáng tiền.',
];
export const STAFF_REPLIES = [
  'Cảm ơn bạn đã quan tâm! Bạn có thể xem thêm các tin đăng đã kiểm định trên sàn.',
  'Chào bạn, giá niêm yết chưa bao gồm lệ phí trước bạ và biển số.',
];

/** Readers' comments on the published articles: most approved, some waiting, some spam; a few staff replies. */
export const seed: AreaSeed = async (trx, { editor }) => {
  const newsIds = (await trx.selectFrom('news').select('id').orderBy('id').execute()).map((n) => n.id);
  // Readers' comments on the published articles: most approved, some waiting, some spam.
  const published = newsIds.filter((_, i) => NEWS[i][3] === 'published');
  const statuses = ['approved', 'approved', 'pending', 'approved', 'spam', 'pending', 'rejected', 'approved'] as const;
  for (let i = 0; i < 36; i++) {
    const newsId = published[i % published.length];
    const author = COMMENT_AUTHORS[i % COMMENT_AUTHORS.length];
    const content = COMMENT_TEXTS[i % COMMENT_TEXTS.length];
    const status = statuses[i % statuses.length];
    const created = status === 'pending' ? hoursAgo(2 + (36 - i) * 3) : day(40 + Math.floor(i / 2), i % 12);
    const { id } = await trx
      .insertInto('news_comments')
      .values({
        news_id: newsId,
        parent_id: null,
        author_name: author,
        author_email: i % 3 === 0 ? `${slugify(author).replace(/-/g, '.')}@gmail.com` : null,
        content,
        status,
        user_id: null,
        moderated_by: status === 'pending' ? null : (editor?.id ?? null),
        moderated_at: status === 'pending' ? null : day(41 + Math.floor(i / 2)),
        search_text: searchText(author, content),
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (editor && i % 9 === 1) {
      const reply = STAFF_REPLIES[i % STAFF_REPLIES.length];
      const name = editor.full_name ?? editor.username;
      await trx
        .insertInto('news_comments')
        .values({
          news_id: newsId,
          parent_id: id,
          author_name: name,
          author_email: editor.email,
          content: reply,
          status: 'approved',
          user_id: editor.id,
          moderated_by: editor.id,
          moderated_at: day(41 + Math.floor(i / 2)),
          search_text: searchText(name, reply),
          created_at: day(41 + Math.floor(i / 2)),
          updated_at: day(41 + Math.floor(i / 2)),
        })
        .execute();
    }
  }
};
