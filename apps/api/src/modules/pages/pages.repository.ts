import type { Page as SitePage, PageBody, PageListQuery, SwitchValue } from '@admin/contract';
import { type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { searchText } from '../../db/search.ts';
import { deleteAudited, insertAudited, setStatusAudited, updateAudited, withoutContent } from '../../lib/audited.ts';
import { countOf } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { conflict, invalidField } from '../../lib/http-error.ts';
import { filtered } from '../../lib/list-filters.ts';
import { sortedPageOf } from '../../lib/paging.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { oneOr404, rowReader } from '../../lib/rows.ts';
import { chooseSlug } from '../../lib/slug.ts';
import type { Actor } from '../../lib/audit-log.ts';

const pages = rowReader(
  (db) =>
    db
      .selectFrom('pages as p')
      .select([
        'p.id',
        'p.title',
        'p.slug',
        'p.seo_title',
        'p.seo_description',
        'p.status',
        'p.created_at',
        'p.updated_at',
        'p.row_version',
        countOf('banners', 'page_id', 'p.id').as('banners_count'),
        countOf('popups', 'page_id', 'p.id').as('popups_count'),
      ]),
  (row): Omit<SitePage, 'content'> => ({
    ...row,
    status: row.status as SwitchValue,
    banners_count: Number(row.banners_count),
    popups_count: Number(row.popups_count),
  }),
  { key: 'p.id', missing: 'Page not found' },
);

export async function listPages(db: Kysely<DB>, query: PageListQuery): Promise<Page<Omit<SitePage, 'content'>>> {
  const base = filtered(db.selectFrom('pages as p'), query, { search: 'p.search_text', equal: { status: 'p.status' } });
  return sortedPageOf(base, pages.within(db, base), query, pages.toItem, {
    table: 'p',
  });
}

export async function getPage(db: Kysely<DB>, id: number): Promise<SitePage> {
  const row = await oneOr404(pages.select(db).select('p.content').where('p.id', '=', id), 'Page not found');
  return { ...pages.toItem(row), content: row.content };
}

const fields = (body: PageBody, slug: string) => ({
  title: body.title,
  slug,
  content: sanitizeRichText(body.content),
  seo_title: body.seo_title ?? null,
  seo_description: body.seo_description ?? null,
  status: body.status,
  search_text: searchText(body.title, slug),
});

export async function createPage(db: Kysely<DB>, actor: Actor, body: PageBody): Promise<SitePage> {
  const slug = await chooseSlug(db, 'pages', body.slug, body.title);
  const values = fields(body, slug);
  const id = await insertAudited(db, actor, { table: 'pages', entity: 'page', values, after: withoutContent(values) });
  return getPage(db, id);
}

export async function updatePage(db: Kysely<DB>, actor: Actor, id: number, body: PageBody): Promise<SitePage> {
  const before = await getPage(db, id);
  const slug = await chooseSlug(db, 'pages', body.slug ?? before.slug, body.title, id);
  const values = fields(body, slug);
  await updateAudited(db, actor, {
    table: 'pages',
    entity: 'page',
    id,
    set: values,
    before: withoutContent(before),
    after: withoutContent(values),
  });
  return getPage(db, id);
}

export async function setPageStatus(db: Kysely<DB>, actor: Actor, id: number, status: SwitchValue): Promise<SitePage> {
  return setStatusAudited(db, actor, { table: 'pages', entity: 'page', id, change: { status }, load: getPage });
}

/** A page with banners or pop-ups placed on it stays (409): move or delete them first. */
export async function deletePage(db: Kysely<DB>, actor: Actor, id: number): Promise<{ id: number }> {
  const before = await getPage(db, id);
  if (before.banners_count > 0 || before.popups_count > 0) {
    throw conflict(
      `This page holds ${before.banners_count} banners and ${before.popups_count} pop-ups: move or delete them first`,
    );
  }
  return deleteAudited(db, actor, { table: 'pages', entity: 'page', id, before: withoutContent(before) });
}

/** 422 on `page` unless the page exists (banners and pop-ups are placed on one). */
export async function pageTitle(db: Kysely<DB>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('pages').select('title').where('id', '=', id).executeTakeFirst();
  return row?.title;
}

/** A form's page must exist: a 422 on `page` when it does not. */
export async function checkFormPage(db: Kysely<DB>, pageId: number): Promise<void> {
  if ((await pageTitle(db, pageId)) === undefined) throw invalidField('page', 'Unknown page');
}
