import { searchText } from '../../search.ts';
import { NEWS, NEWS_PARAGRAPHS } from '../content-data.ts';
import { type ContentSeed, day, slugOf } from './shared.ts';

/** News articles, in their categories, by the editor and the news writer. */
export const seedNews: ContentSeed = async (trx, { editor, writer }) => {
  const categoryIds = (await trx.selectFrom('news_categories').select('id').orderBy('id').execute()).map((c) => c.id);
  for (const [i, [category, title, summary, status]] of NEWS.entries()) {
    const slug = slugOf(title);
    const paragraphs = [summary, NEWS_PARAGRAPHS[i % 4], NEWS_PARAGRAPHS[(i + 1) % 4]];
    const content =
      `<h2>${title}</h2>` +
      paragraphs.map((p) => `<p>${p}</p>`).join('') +
      `<p>Xem thêm tại <a href="/tin-tuc">chuyên mục Tin tức</a>.</p>`;
    const created = day(10 + i, 3);
    await trx
      .insertInto('news')
      .values({
        category_id: categoryIds[category],
        title,
        slug,
        summary,
        content,
        thumbnail: null,
        status,
        published_at: status === 'draft' ? null : day(10 + i, 4),
        author_id: (i % 3 === 0 ? writer : editor)?.id ?? null,
        search_text: searchText(title, summary, slug),
        created_at: created,
        updated_at: created,
      })
      .execute();
  }
};
