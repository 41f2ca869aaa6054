import {
  type CategoryBody,
  type CategoryListQuery,
  type NewsCategory,
  type SwitchValue,
  newsCategory,
} from '@admin/contract';
import { type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { searchText } from '../../db/search.ts';
import { deleteAudited, insertAudited, setStatusAudited, updateAudited } from '../../lib/audited.ts';
import { countOf, entityFields } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { conflict } from '../../lib/http-error.ts';
import { filtered } from '../../lib/list-filters.ts';
import { sortedPageOf } from '../../lib/paging.ts';
import { rowReader } from '../../lib/rows.ts';
import { chooseSlug } from '../../lib/slug.ts';
import type { Actor } from '../../lib/audit-log.ts';

const categories = rowReader(
  (db) =>
    db
      .selectFrom('news_categories as c')
      .selectAll('c')
      .select(countOf('news', 'category_id', 'c.id').as('news_count')),
  (row): NewsCategory => ({
    ...entityFields(newsCategory, row),
    status: row.status as SwitchValue,
    news_count: Number(row.news_count),
  }),
  { key: 'c.id', missing: 'Category not found' },
);

export async function listCategories(db: Kysely<DB>, query: CategoryListQuery): Promise<Page<NewsCategory>> {
  const base = filtered(db.selectFrom('news_categories as c'), query, {
    search: 'c.search_text',
    equal: { status: 'c.status' },
  });
  return sortedPageOf(base, categories.within(db, base), query, categories.toItem, { table: 'c' });
}

export const getCategory = categories.one;

const fields = (body: CategoryBody, slug: string) => ({
  name: body.name,
  slug,
  description: body.description ?? null,
  status: body.status,
  sort: body.sort,
  search_text: searchText(body.name, slug),
});

export async function createCategory(db: Kysely<DB>, actor: Actor, body: CategoryBody): Promise<NewsCategory> {
  const slug = await chooseSlug(db, 'news_categories', body.slug, body.name);
  const id = await insertAudited(db, actor, {
    table: 'news_categories',
    entity: 'news_category',
    values: fields(body, slug),
  });
  return getCategory(db, id);
}

export async function updateCategory(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: CategoryBody,
): Promise<NewsCategory> {
  const before = await getCategory(db, id);
  const slug = await chooseSlug(db, 'news_categories', body.slug ?? before.slug, body.name, id);
  await updateAudited(db, actor, {
    table: 'news_categories',
    entity: 'news_category',
    id,
    set: fields(body, slug),
    before,
  });
  return getCategory(db, id);
}

export async function setCategoryStatus(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  status: SwitchValue,
): Promise<NewsCategory> {
  return setStatusAudited(db, actor, {
    table: 'news_categories',
    entity: 'news_category',
    id,
    change: { status },
    load: getCategory,
  });
}

/** Only an empty category can go: articles keep their category (409 otherwise). */
export async function deleteCategory(db: Kysely<DB>, actor: Actor, id: number): Promise<{ id: number }> {
  const before = await getCategory(db, id);
  if (before.news_count > 0) {
    throw conflict(`This category holds ${before.news_count} articles: move or delete them first`);
  }
  return deleteAudited(db, actor, { table: 'news_categories', entity: 'news_category', id, before });
}
