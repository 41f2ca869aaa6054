import type {
  Banner,
  BannerForm,
  BannerListQuery,
  BannerLiveQuery,
  PageBannerOption,
  Platform,
  SwitchValue,
} from '@admin/contract';
import { BANNER_POSITIONS, banner } from '@admin/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { containsFolded, searchText } from '../../db/search.ts';
import { createdAudited, deleteAudited, setStatusAudited } from '../../lib/audited.ts';
import { entityFields } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { imageJson, imageUrls, updatePictured, storedImageOf } from '../../lib/image-form.ts';
import { invalidField } from '../../lib/http-error.ts';
import type { StoredImage } from '../../lib/images.ts';
import { pageOf } from '../../lib/paging.ts';
import { nowIso } from '../../lib/time.ts';
import { type Actor, writeAudit } from '../../lib/audit-log.ts';
import { rowReader } from '../../lib/rows.ts';

const banners = rowReader(
  (db) =>
    db
      .selectFrom('banners as b')
      .innerJoin('pages as p', 'p.id', 'b.page_id')
      .selectAll('b')
      .select('p.title as page_name'),
  (row): Banner => ({
    ...entityFields(banner, row),
    page: row.page_id,
    position: row.position as Banner['position'],
    platform: JSON.parse(row.platform) as Platform[],
    is_limited: row.is_limited as SwitchValue,
    thumbnail: imageUrls(row.thumbnail),
    status: row.status as SwitchValue,
  }),
  { key: 'b.id', missing: 'Banner not found' },
);

/** Platforms are a JSON list in one column: '["web","ios"]'. */
const onPlatform = (platform: Platform) => sql<boolean>`b.platform like ${`%"${platform}"%`}`;

export async function listBanners(db: Kysely<DB>, query: BannerListQuery): Promise<Page<Banner>> {
  let base = db.selectFrom('banners as b');
  if (query.q) base = base.where(containsFolded(sql.ref('b.search_text'), query.q));
  if (query.page_id) base = base.where('b.page_id', '=', query.page_id);
  if (query.position) base = base.where('b.position', '=', query.position);
  if (query.platform) base = base.where(onPlatform(query.platform));
  if (query.status !== undefined) base = base.where('b.status', '=', query.status);
  return pageOf(base, banners.within(db, base).orderBy('b.sort').orderBy('b.id'), query, banners.toItem);
}

export const getBanner = banners.one;

/** The stored-image JSON of a banner (to remove its files once replaced or deleted). */
export const bannerImage = storedImageOf('banners', 'thumbnail');

const fields = (form: BannerForm) => ({
  title: form.title,
  description: form.description,
  link: form.link ?? null,
  page_id: form.page,
  position: form.position,
  platform: JSON.stringify(form.platform),
  start_time: form.start_time ?? null,
  end_time: form.end_time ?? null,
  is_limited: form.is_limited,
  status: form.status,
  search_text: searchText(form.title, form.description),
});

/** A new banner goes last in the order. */
export async function createBanner(
  db: Kysely<DB>,
  actor: Actor,
  form: BannerForm,
  thumbnail: StoredImage,
): Promise<Banner> {
  const now = nowIso();
  const id = await createdAudited(db, actor, 'banner', async (trx) => {
    const last = await trx
      .selectFrom('banners')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .executeTakeFirst();
    const { id } = await trx
      .insertInto('banners')
      .values({
        ...fields(form),
        thumbnail: imageJson(thumbnail),
        sort: Number(last?.sort ?? 0) + 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, after: { ...fields(form), thumbnail: thumbnail.original } };
  });
  return getBanner(db, id);
}

/** Updates the fields; the picture changes only when a new one is given. */
export async function updateBanner(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  form: BannerForm,
  thumbnail: StoredImage | null,
): Promise<Banner> {
  return updatePictured(db, actor, {
    table: 'banners',
    entity: 'banner',
    id,
    values: fields(form),
    column: 'thumbnail',
    image: thumbnail,
    load: getBanner,
  });
}

export async function setBannerStatus(db: Kysely<DB>, actor: Actor, id: number, status: SwitchValue): Promise<Banner> {
  return setStatusAudited(db, actor, { table: 'banners', entity: 'banner', id, change: { status }, load: getBanner });
}

export async function deleteBanner(db: Kysely<DB>, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(db, actor, { table: 'banners', entity: 'banner', id, before: await getBanner(db, id) });
}

/**
 * Puts the given banners in the given order, in the places of the whole order they held (so
 * sorting one page of the list leaves the other pages as they were), then numbers every banner
 * 1, 2, 3 … Answers the banners given, in their new order.
 */
export async function sortBanners(db: Kysely<DB>, actor: Actor, ids: number[]): Promise<Banner[]> {
  await db.transaction().execute(async (trx) => {
    const all = await trx.selectFrom('banners').select(['id', 'sort']).orderBy('sort').orderBy('id').execute();
    const known = new Set(all.map((b) => b.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw invalidField('ids', `Unknown banner: ${unknown.join(', ')}`);
    const moved = new Set(ids);
    const queue = [...ids];
    const order = all.map((b) => (moved.has(b.id) ? queue.shift()! : b.id));
    const before = all.map((b) => b.id);
    for (const [index, id] of order.entries()) {
      if (all[index].sort !== index + 1 || before[index] !== id) {
        await trx
          .updateTable('banners')
          .set({ sort: index + 1 })
          .where('id', '=', id)
          .execute();
      }
    }
    await writeAudit(trx, actor, {
      action: 'update',
      entity: 'banner',
      entityId: null,
      before: { order: before },
      after: { order },
    });
  });
  const rows = await banners.select(db).where('b.id', 'in', ids).orderBy('b.sort').execute();
  return rows.map(banners.toItem);
}

/** What the site shows now: published, and inside its window when limited; in order. */
export async function liveBanners(db: Kysely<DB>, query: BannerLiveQuery, now = nowIso()): Promise<Banner[]> {
  let rows = banners
    .select(db)
    .where('b.status', '=', 1)
    .where('p.status', '=', 1)
    .where((eb) =>
      eb.or([eb('b.is_limited', '=', 0), eb.and([eb('b.start_time', '<=', now), eb('b.end_time', '>=', now)])]),
    );
  if (query.page_id) rows = rows.where('b.page_id', '=', query.page_id);
  if (query.position) rows = rows.where('b.position', '=', query.position);
  if (query.platform) rows = rows.where(onPlatform(query.platform));
  return (await rows.orderBy('b.sort').orderBy('b.id').execute()).map(banners.toItem);
}

/** The banners placed on one page, in order. */
export async function bannersOfPage(db: Kysely<DB>, pageId: number): Promise<Banner[]> {
  const rows = await banners.select(db).where('b.page_id', '=', pageId).orderBy('b.sort').orderBy('b.id').execute();
  return rows.map(banners.toItem);
}

/** GET /page-banners: every page, with the positions a banner can take and how many it holds. */
export async function pageBannerOptions(db: Kysely<DB>): Promise<PageBannerOption[]> {
  const rows = await db
    .selectFrom('pages as p')
    .select((eb) => [
      'p.id',
      'p.title',
      'p.slug',
      'p.status',
      eb
        .selectFrom('banners as b')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('b.page_id', '=', 'p.id')
        .as('banners_count'),
    ])
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    status: r.status as SwitchValue,
    positions: [...BANNER_POSITIONS],
    banners_count: Number(r.banners_count ?? 0),
  }));
}
