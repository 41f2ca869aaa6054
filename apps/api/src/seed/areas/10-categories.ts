import { slugify } from '../../lib/slug.ts';
import { searchText } from '../../db/search.ts';
import { type AreaSeed, day } from './shared.ts';

/** The news categories; each one's slug is made from its name (the API's slugify). */
export const NEWS_CATEGORIES = [
  { name: 'Thị trường xe máy', description: 'Giá xe, doanh số và xu hướng thị trường' },
  { name: 'Đánh giá xe', description: 'Lái thử và đánh giá chi tiết các mẫu xe' },
  { name: 'Kinh nghiệm mua bán', description: 'Mẹo mua bán xe cũ an toàn' },
  { name: 'Bảo dưỡng & sửa chữa', description: 'Chăm sóc xe đúng cách' },
  { name: 'Xe điện', description: 'Xe máy điện và hạ tầng sạc' },
  { name: 'Khuyến mãi', description: 'Ưu đãi trên sàn và từ đối tác', status: 0 },
] as const;

/** News categories. */
export const seed: AreaSeed = async (trx, _context) => {
  for (const [i, c] of NEWS_CATEGORIES.entries()) {
    const slug = slugify(c.name);
    await trx
      .insertInto('news_categories')
      .values({
        name: c.name,
        slug,
        description: c.description,
        status: 'status' in c ? c.status : 1,
        sort: i + 1,
        search_text: searchText(c.name, slug),
        created_at: day(i),
        updated_at: day(i),
      })
      .execute();
  }
};
