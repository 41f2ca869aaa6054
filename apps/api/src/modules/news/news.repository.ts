import {
  type NewsBody,
  type NewsItem,
  type NewsListItem,
  type NewsListQuery,
  type NewsRelatedQuery,
  type NewsStatus,
  newsListItem,
} from '@admin/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { containsFolded, searchText } from '../../db/search.ts';
import { deleteAudited, insertAudited, setStatusAudited, updateAudited, withoutContent } from '../../lib/audited.ts';
import { countOf, entityFields, nameOf, refOf, userName } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { invalid, invalidField, notFound } from '../../lib/http-error.ts';
import { filtered } from '../../lib/list-filters.ts';
import { sortedPageOf } from '../../lib/paging.ts';
import { isBlankHtml, sanitizeRichText } from '../../lib/rich-text.ts';
import { chooseSlug } from '../../lib/slug.ts';
import { nowIso } from '../../lib/time.ts';
import type { Actor } from '../../lib/audit-log.ts';
import { oneOr404, rowReader } from '../../lib/rows.ts';

const news = rowReader(
  (db) =>
    db
      .selectFrom('news as n')
      .select([
        'n.id',
        'n.category_id',
        nameOf('news_categories', 'n.category_id').as('category_name'),
        'n.title',
        'n.slug',
        'n.summary',
        'n.thumbnail',
        'n.status',
        'n.published_at',
        'n.author_id',
        userName('n.author_id').as('author_name'),
        'n.created_at',
        'n.updated_at',
        'n.row_version',
        countOf('news_comments', 'news_id', 'n.id').as('comments_count'),
      ]),
  (row): NewsListItem => ({
    ...entityFields(newsListItem, row),
    category: refOf(row.category_id, row.category_name),
    author: refOf(row.author_id, row.author_name),
    comments_count: Number(row.comments_count),
  }),
  { key: 'n.id', missing: 'News article not found' },
);

export async function listNews(db: Kysely<DB>, query: NewsListQuery): Promise<Page<NewsListItem>> {
  const base = filtered(db.selectFrom('news as n'), query, {
    search: 'n.search_text',
    equal: { category_id: 'n.category_id', status: 'n.status', author_id: 'n.author_id' },
  });
  return sortedPageOf(base, news.within(db, base), query, news.toItem, {
    table: 'n',
    // Unpublished articles have no published_at: they sort last either way.
    nullsLast: query.sort_by === 'published_at',
  });
}

export async function getNews(db: Kysely<DB>, id: number): Promise<NewsItem> {
  const row = await oneOr404(news.select(db).select('n.content').where('n.id', '=', id), 'News article not found');
  return { ...news.toItem(row), content: row.content };
}

async function checkCategory(db: Kysely<DB>, categoryId: number) {
  const found = await db.selectFrom('news_categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!found) throw invalidField('category_id', 'Unknown category');
}

/** Sanitised content; 422 when nothing is left of it. */
function cleanContent(html: string): string {
  const clean = sanitizeRichText(html);
  if (isBlankHtml(clean)) throw invalid({ content: ['Content is required'] });
  return clean;
}

const fields = (body: NewsBody, content: string, slug: string) => ({
  category_id: body.category_id,
  title: body.title,
  slug,
  summary: body.summary ?? null,
  content,
  thumbnail: body.thumbnail ?? null,
  search_text: searchText(body.title, body.summary, slug),
});

export async function createNews(db: Kysely<DB>, actor: Actor, body: NewsBody): Promise<NewsItem> {
  await checkCategory(db, body.category_id);
  const content = cleanContent(body.content);
  const slug = await chooseSlug(db, 'news', body.slug, body.title);
  const now = nowIso();
  const id = await insertAudited(db, actor, {
    table: 'news',
    entity: 'news',
    now,
    values: {
      ...fields(body, content, slug),
      status: body.status,
      published_at: body.status === 'published' ? now : null,
      author_id: actor.userId,
    },
    after: { title: body.title, slug },
  });
  return getNews(db, id);
}

export async function updateNews(db: Kysely<DB>, actor: Actor, id: number, body: NewsBody): Promise<NewsItem> {
  const before = await getNews(db, id);
  await checkCategory(db, body.category_id);
  const content = cleanContent(body.content);
  const slug = await chooseSlug(db, 'news', body.slug ?? before.slug, body.title, id);
  const now = nowIso();
  await updateAudited(db, actor, {
    table: 'news',
    entity: 'news',
    id,
    now,
    set: {
      ...fields(body, content, slug),
      status: body.status,
      published_at: before.published_at ?? (body.status === 'published' ? now : null),
    },
    before: withoutContent(before),
    after: { ...fields(body, content, slug), content: undefined, status: body.status },
  });
  return getNews(db, id);
}

export async function setNewsStatus(db: Kysely<DB>, actor: Actor, id: number, status: NewsStatus): Promise<NewsItem> {
  return setStatusAudited(db, actor, {
    table: 'news',
    entity: 'news',
    id,
    change: { status },
    stamp: (before, now) => ({ published_at: before.published_at ?? (status === 'published' ? now : null) }),
    load: getNews,
  });
}

export async function deleteNews(db: Kysely<DB>, actor: Actor, id: number): Promise<{ id: number }> {
  const before = withoutContent(await getNews(db, id));
  return deleteAudited(db, actor, { table: 'news', entity: 'news', id, before });
}

export async function relatedNews(db: Kysely<DB>, query: NewsRelatedQuery) {
  let categoryId = query.category_id;
  if (query.news_id && categoryId === undefined) {
    const source = await db.selectFrom('news').select('category_id').where('id', '=', query.news_id).executeTakeFirst();
    if (!source) throw notFound('News article not found');
    categoryId = source.category_id ?? undefined;
  }
  let rows = news.select(db).where('n.status', '=', 'published');
  if (query.news_id) rows = rows.where('n.id', '!=', query.news_id);
  if (query.q) rows = rows.where(containsFolded(sql.ref('n.search_text'), query.q));
  else if (categoryId !== undefined) rows = rows.where('n.category_id', '=', categoryId);
  const found = await rows.orderBy('n.published_at', 'desc').orderBy('n.id', 'desc').limit(query.count).execute();
  return found.map((row) => {
    const item = news.toItem(row);
    return {
      id: item.id,
      title: item.title,
      slug: item.slug,
      thumbnail: item.thumbnail,
      category: item.category,
      published_at: item.published_at,
    };
  });
}
