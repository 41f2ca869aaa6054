import { searchText } from '../../search.ts';
import { FAQ_TREE } from '../content-data.ts';
import { type ContentSeed, day } from './shared.ts';

/** FAQ categories: level 1, each with its level-2 children. */
export const seedFaqCategories: ContentSeed = async (trx, _context) => {
  for (const [i, top] of FAQ_TREE.entries()) {
    const { id: parentId } = await trx
      .insertInto('faq_categories')
      .values({
        name: top.name,
        slug: top.slug,
        description: null,
        level: 1,
        parent_id: null,
        sort: i + 1,
        status: 1,
        search_text: searchText(top.name, top.slug),
        created_at: day(i),
        updated_at: day(i),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [j, child] of top.children.entries()) {
      await trx
        .insertInto('faq_categories')
        .values({
          name: child.name,
          slug: child.slug,
          description: null,
          level: 2,
          parent_id: parentId,
          sort: j + 1,
          status: 1,
          search_text: searchText(child.name, child.slug),
          created_at: day(i, j + 1),
          updated_at: day(i, j + 1),
        })
        .execute();
    }
  }
};
