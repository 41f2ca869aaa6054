import { searchText } from '../../search.ts';
import { PAGES } from '../content-data.ts';
import { type ContentSeed, day } from './shared.ts';

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
