import { searchText } from '../../search.ts';
import { type ContentSeed, day } from './shared.ts';

export const PAGES = [
  { title: 'Trang chủ', slug: 'trang-chu', seo: 'Chợ xe máy cũ uy tín, kiểm định rõ ràng' },
  { title: 'Mua xe', slug: 'mua-xe', seo: 'Mua xe máy cũ đã kiểm định' },
  { title: 'Bán xe', slug: 'ban-xe', seo: 'Đăng bán xe máy nhanh, miễn phí' },
  { title: 'Tin tức', slug: 'tin-tuc', seo: 'Tin tức xe máy mới nhất' },
  { title: 'Vay mua xe trả góp', slug: 'vay-mua-xe-tra-gop', seo: 'Vay mua xe máy lãi suất thấp' },
  { title: 'Khuyến mãi Tết', slug: 'khuyen-mai-tet', seo: 'Ưu đãi mua xe dịp Tết', status: 0 },
] as const;

/** Pages of the site. */
export const seedPages: ContentSeed = async (trx, _context) => {
  for (const [i, p] of PAGES.entries()) {
    await trx
      .insertInto('pages')
      .values({
        title: p.title,
        slug: p.slug,
        content: `<p>${p.seo}.</p>`,
        seo_title: p.seo,
        seo_description: `${p.seo} trên Chợ Xe.`,
        status: 'status' in p ? p.status : 1,
        search_text: searchText(p.title, p.slug),
        created_at: day(i),
        updated_at: day(i),
      })
      .execute();
  }
};
