import { searchText } from '../../db/search.ts';
import { FAQ_TREE } from './45-faq-categories.ts';
import { type AreaSeed, day } from './shared.ts';

/** FAQs in the level-2 categories. */
export const seed: AreaSeed = async (trx, _context) => {
  const categoryIds = new Map(
    (await trx.selectFrom('faq_categories').select(['id', 'slug']).where('level', '=', 2).execute()).map((c) => [
      c.slug,
      c.id,
    ]),
  );
  let faqSort = 0;
  for (const [i, top] of FAQ_TREE.entries()) {
    for (const [j, child] of top.children.entries()) {
      await trx
        .insertInto('faqs')
        .values(
          child.faqs.map(([question, answer], k) => ({
            question,
            answer: answer.startsWith('<') ? answer : `<p>${answer}</p>`,
            category_id: categoryIds.get(child.slug)!,
            sort: ++faqSort,
            status: (faqSort % 11 === 0 ? 0 : 1) as number,
            search_text: searchText(question),
            created_at: day(i, j + k + 2),
            updated_at: day(i, j + k + 2),
          })),
        )
        .execute();
    }
  }
};
