import { searchText } from '../../search.ts';
import { type ContentSeed, day } from './shared.ts';

export const NEWS_CATEGORIES = [
  { name: 'Thị trường xe máy', slug: 'thi-truong-xe-may', description: 'Giá xe, doanh số và xu hướng thị trường' },
  { name: 'Đánh giá xe', slug: 'danh-gia-xe', description: 'Lái thử và đánh giá chi tiết các mẫu xe' },
  { name: 'Kinh nghiệm mua bán', slug: 'kinh-nghiem-mua-ban', description: 'Mẹo mua bán xe cũ an toàn' },
  { name: 'Bảo dưỡng & sửa chữa', slug: 'bao-duong-sua-chua', description: 'Chăm sóc xe đúng cách' },
  { name: 'Xe điện', slug: 'xe-dien', description: 'Xe máy điện và hạ tầng sạc' },
  { name: 'Khuyến mãi', slug: 'khuyen-mai', description: 'Ưu đãi trên sàn và từ đối tác', status: 0 },
] as const;

/** News categories. */
export const seedNewsCategories: ContentSeed = async (trx, _context) => {
  for (const [i, c] of NEWS_CATEGORIES.entries()) {
    await trx
      .insertInto('news_categories')
      .values({
        name: c.name,
        slug: c.slug,
        description: c.description,
        status: 'status' in c ? c.status : 1,
        sort: i + 1,
        search_text: searchText(c.name, c.slug),
        created_at: day(i),
        updated_at: day(i),
      })
      .execute();
  }
};
