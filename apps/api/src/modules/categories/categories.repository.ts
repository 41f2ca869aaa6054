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
import { deleteAudited, setStatusAudited } from '../../lib/audited.ts';
import { countOf, entityFields } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { filtered } from '../../lib/list-filters.ts';
import { sortedPageOf } from '../../lib/paging.ts';
import { chooseSlug } from '../../lib/slug.ts';
import { nowIso } from '../../lib/time.ts';
import { type Actor, writeAudit } from '../../lib/audit-log.ts';

function selectCategories(db: Kysely<DB>) {
  return db
    .selectFrom('news_categories as c')
    .selectAll('c')
    .select(countOf('news', 'category_id', 'c.id').as('news_count'));
}
type CategoryRow = Awaited<ReturnType<ReturnType<typeof selectCategories>['executeTakeFirstOrThrow']>>;

const toCategory = (row: CategoryRow): NewsCategory => ({
  ...entityFields(newsCategory, row),
  status: row.status as SwitchValue,
  news_count: Number(row.news_count),
});

export async function listCategories(db: Kysely<DB>, query: CategoryListQuery): Promise<Page<NewsCategory>> {
  const base = filtered(db.selectFrom('news_categories as c'), query, {
    search: 'c.search_text',
    equal: { status: 'c.status' },
  });
  return sortedPageOf(base, selectCategories(db).where('c.id', 'in', base.select('c.id')), query, toCategory, {
    table: 'c',
  });
}

export async function getCategory(db: Kysely<DB>, id: number): Promise<NewsCategory> {
  const row = await selectCategories(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Category not found');
  return toCategory(row);
}

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
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('news_categories')
      .values({ ...fields(body, slug), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'create',
      entity: 'news_category',
      entityId: id,
      after: fields(body, slug),
    });
    return id;
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
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('news_categories')
      .set({ ...fields(body, slug), updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, actor, {
      action: 'update',
      entity: 'news_category',
      entityId: id,
      before,
      after: fields(body, slug),
    });
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
