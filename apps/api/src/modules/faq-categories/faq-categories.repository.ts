import {
  type FaqCategory,
  type FaqCategoryBody,
  type FaqCategoryListQuery,
  type FaqCategoryOption,
  type FaqCategoryTreeItem,
  type SwitchValue,
  faqCategory,
} from '@admin/contract';
import { type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { searchText } from '../../db/search.ts';
import { deleteAudited, insertAudited, updateAudited } from '../../lib/audited.ts';
import { countOf, entityFields, nameOf, refOf } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { type FieldErrors, conflict, invalid } from '../../lib/http-error.ts';
import { filtered } from '../../lib/list-filters.ts';
import { pageOf } from '../../lib/paging.ts';
import { rowReader } from '../../lib/rows.ts';
import { chooseSlug } from '../../lib/slug.ts';
import type { Actor } from '../../lib/audit-log.ts';

const categories = rowReader(
  (db) =>
    db
      .selectFrom('faq_categories as c')
      .selectAll('c')
      .select([
        nameOf('faq_categories', 'c.parent_id').as('parent_name'),
        countOf('faq_categories', 'parent_id', 'c.id').as('children_count'),
        countOf('faqs', 'category_id', 'c.id').as('faqs_count'),
      ]),
  (row): FaqCategory => ({
    ...entityFields(faqCategory, row),
    level: row.level === 2 ? 2 : 1,
    parent: refOf(row.parent_id, row.parent_name),
    status: row.status as SwitchValue,
    children_count: Number(row.children_count),
    faqs_count: Number(row.faqs_count),
  }),
  { key: 'c.id', missing: 'FAQ category not found' },
);

export async function listFaqCategories(db: Kysely<DB>, query: FaqCategoryListQuery): Promise<Page<FaqCategory>> {
  const base = filtered(db.selectFrom('faq_categories as c'), query, {
    search: 'c.search_text',
    equal: { level: 'c.level', parent_id: 'c.parent_id', status: 'c.status' },
  });
  const rows = categories
    .select(db)
    .where('c.id', 'in', base.select('c.id'))
    .orderBy('c.level')
    .orderBy('c.sort')
    .orderBy('c.id');
  return pageOf(base, rows, query, categories.toItem);
}

export const getFaqCategory = categories.one;

const OPTION_COLUMNS = ['id', 'name', 'level', 'parent_id', 'status'] as const;
const toOption = (row: { id: number; name: string; level: number; parent_id: number | null; status: number }) => ({
  id: row.id,
  name: row.name,
  level: row.level === 2 ? (2 as const) : (1 as const),
  parent_id: row.parent_id,
  status: row.status as SwitchValue,
});

/** Every category of one level, in order (for selects). */
export async function faqCategoriesOfLevel(db: Kysely<DB>, level: 1 | 2): Promise<FaqCategoryOption[]> {
  const rows = await db
    .selectFrom('faq_categories')
    .select(OPTION_COLUMNS)
    .where('level', '=', level)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(toOption);
}

/** The level-1 categories, each with its level-2 children, in order. */
export async function faqCategoryTree(db: Kysely<DB>): Promise<FaqCategoryTreeItem[]> {
  const rows = await db.selectFrom('faq_categories').select(OPTION_COLUMNS).orderBy('sort').orderBy('id').execute();
  const options = rows.map(toOption);
  return options
    .filter((o) => o.level === 1)
    .map((top) => ({ ...top, children: options.filter((o) => o.level === 2 && o.parent_id === top.id) }));
}

/** Level-2 categories need a level-1 parent; a level-1 category with children cannot move to level 2. */
async function checkLevel(db: Kysely<DB>, body: FaqCategoryBody, id?: number): Promise<void> {
  const errors: FieldErrors = {};
  if (body.level === 2 && body.parent_id !== undefined) {
    const parent = await db
      .selectFrom('faq_categories')
      .select(['id', 'level'])
      .where('id', '=', body.parent_id)
      .executeTakeFirst();
    if (!parent) errors.parent_id = ['Unknown parent category'];
    else if (parent.id === id) errors.parent_id = ['A category cannot be its own parent'];
    else if (parent.level !== 1) errors.parent_id = ['The parent must be a level-1 category'];
  }
  if (id !== undefined && body.level === 2) {
    const child = await db.selectFrom('faq_categories').select('id').where('parent_id', '=', id).executeTakeFirst();
    if (child) errors.level = ['This category has level-2 categories under it: it stays at level 1'];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

const fields = (body: FaqCategoryBody, slug: string) => ({
  name: body.name,
  slug,
  description: body.description ?? null,
  level: body.level,
  parent_id: body.level === 2 ? (body.parent_id ?? null) : null,
  sort: body.sort,
  status: body.status,
  search_text: searchText(body.name, slug),
});

export async function createFaqCategory(db: Kysely<DB>, actor: Actor, body: FaqCategoryBody): Promise<FaqCategory> {
  await checkLevel(db, body);
  const slug = await chooseSlug(db, 'faq_categories', body.slug, body.name);
  const id = await insertAudited(db, actor, {
    table: 'faq_categories',
    entity: 'faq_category',
    values: fields(body, slug),
  });
  return getFaqCategory(db, id);
}

export async function updateFaqCategory(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: FaqCategoryBody,
): Promise<FaqCategory> {
  const before = await getFaqCategory(db, id);
  await checkLevel(db, body, id);
  const slug = await chooseSlug(db, 'faq_categories', body.slug ?? before.slug, body.name, id);
  await updateAudited(db, actor, {
    table: 'faq_categories',
    entity: 'faq_category',
    id,
    set: fields(body, slug),
    before,
  });
  return getFaqCategory(db, id);
}

/** Only an empty category can go (409 while it holds categories or FAQs). */
export async function deleteFaqCategory(db: Kysely<DB>, actor: Actor, id: number): Promise<{ id: number }> {
  const before = await getFaqCategory(db, id);
  if (before.children_count > 0 || before.faqs_count > 0) {
    throw conflict(
      `This category holds ${before.children_count} categories and ${before.faqs_count} FAQs: move or delete them first`,
    );
  }
  return deleteAudited(db, actor, { table: 'faq_categories', entity: 'faq_category', id, before });
}
