import { slugify } from '../../lib/slug.ts';
import { searchText } from '../../db/search.ts';
import { type AreaSeed, day } from './shared.ts';

/** The site's pages; each one's slug is made from its title (the API's slugify). */
export const PAGES = [
  { title: 'Trang chủ', seo: 'Chợ xe máy cũ uy tín, kiểm định rõ ràng' },
  { title: 'Mua xe', seo: 'Mua xe máy cũ đã kiểm định' },
  { title: 'Bán xe', seo: 'Đăng bán xe máy nhanh, miễn phí' },
  { title: 'Tin tức', seo: 'Tin tức xe máy mới nhất' },
  { title: 'Vay mua xe trả góp', seo: 'Vay mua xe máy lãi suất thấp' },
  { title: 'Khuyến mãi Tết', seo: 'Ưu đãi mua xe dịp Tết', status: 0 },
] as const;

/** Pages of the site. */
export const seed: AreaSeed = async (trx, _context) => {
  for (const [i, p] of PAGES.entries()) {
    const slug = slugify(p.title);
    await trx
      .insertInto('pages')
      .values({
        title: p.title,
        slug,
        content: `<p>${p.seo}.</p>`,
        seo_title: p.seo,
        seo_description: `${p.seo} trên Chợ Xe.`,
        status: 'status' in p ? p.status : 1,
        search_text: searchText(p.title, slug),
        created_at: day(i),
        updated_at: day(i),
      })
      .execute();
  }
};
