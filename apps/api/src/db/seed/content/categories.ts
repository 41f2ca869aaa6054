import { searchText } from '../../search.ts';
import { NEWS_CATEGORIES } from '../content-data.ts';
import { type ContentSeed, day } from './shared.ts';

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
