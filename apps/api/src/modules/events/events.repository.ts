import type { Event, EventForm, EventListQuery, EventTitleCheck, SwitchValue } from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { searchText } from '../../db/search.ts';
import { deleteAudited, insertAudited, setStatusAudited, updateAudited, withoutContent } from '../../lib/audited.ts';
import type { Page } from '../../lib/envelope.ts';
import { imageJson, imageUrls, pictureUpdate, storedImageOf } from '../../lib/image-form.ts';
import type { StoredImage } from '../../lib/images.ts';
import { filtered } from '../../lib/list-filters.ts';
import { sortedPageOf } from '../../lib/paging.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { oneOr404 } from '../../lib/rows.ts';
import { chooseSlug, freeSlug, slugify } from '../../lib/slug.ts';
import type { Actor } from '../../lib/audit-log.ts';

const COLUMNS = [
  'id',
  'title',
  'slug',
  'seo_title',
  'seo_description',
  'summary',
  'image',
  'location',
  'start_time',
  'end_time',
  'status',
  'created_at',
  'updated_at',
  'row_version',
] as const;

interface EventRow {
  id: number;
  title: string;
  slug: string;
  seo_title: string | null;
  seo_description: string | null;
  summary: string | null;
  image: string | null;
  location: string | null;
  start_time: string | null;
  end_time: string | null;
  status: number;
  created_at: string;
  updated_at: string;
  row_version: number;
}

const toListItem = (row: EventRow): Omit<Event, 'content'> => ({
  ...row,
  image: imageUrls(row.image),
  status: row.status as SwitchValue,
});

const NULLABLE_SORTS = new Set(['start_time', 'end_time']);

export async function listEvents(db: Kysely<DB>, query: EventListQuery): Promise<Page<Omit<Event, 'content'>>> {
  const base = filtered(db.selectFrom('events'), query, { search: 'search_text', equal: { status: 'status' } });
  return sortedPageOf(base, base.select(COLUMNS), query, toListItem, { nullsLast: NULLABLE_SORTS.has(query.sort_by) });
}

export async function getEvent(db: Kysely<DB>, id: number): Promise<Event> {
  const row = await oneOr404(
    db.selectFrom('events').select(COLUMNS).select('content').where('id', '=', id),
    'Event not found',
  );
  return { ...toListItem(row), content: row.content };
}

export const eventImage = storedImageOf('events', 'image');

/** The slug a title makes, whether another event has it, and the first free one. */
export async function checkEventTitle(db: Kysely<DB>, title: string, exceptId?: number): Promise<EventTitleCheck> {
  const slug = slugify(title, 'su-kien');
  const suggestion = await freeSlug(db, 'events', slug, exceptId);
  return { slug, condition: suggestion === slug, suggestion };
}

/** The slug of an event: the one given (422 when taken), else made from the SEO title or the title. */
const eventSlug = (db: Kysely<DB>, form: EventForm, exceptId?: number, current?: string) =>
  chooseSlug(db, 'events', form.slug ?? current, form.seo_title ?? form.title, exceptId);

const fields = (form: EventForm, slug: string) => ({
  title: form.title,
  slug,
  seo_title: form.seo_title ?? null,
  seo_description: form.seo_description ?? null,
  summary: form.summary ?? null,
  content: sanitizeRichText(form.content),
  location: form.location ?? null,
  start_time: form.start_time ?? null,
  end_time: form.end_time ?? null,
  status: form.status,
  search_text: searchText(form.title, form.seo_title, form.location),
});

export async function prepareEventSlug(db: Kysely<DB>, form: EventForm, id?: number): Promise<string> {
  const current = id === undefined ? undefined : (await getEvent(db, id)).slug;
  // An edit keeps its slug (links to it stay valid) unless a new one is given.
  return eventSlug(db, form, id, current);
}

export async function createEvent(
  db: Kysely<DB>,
  actor: Actor,
  form: EventForm,
  slug: string,
  image: StoredImage | null,
): Promise<Event> {
  const values = fields(form, slug);
  const id = await insertAudited(db, actor, {
    table: 'events',
    entity: 'event',
    values: { ...values, image: imageJson(image) },
    after: { ...values, content: undefined, image: image?.original ?? null },
  });
  return getEvent(db, id);
}

export async function updateEvent(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  form: EventForm,
  slug: string,
  image: StoredImage | null,
): Promise<Event> {
  const values = fields(form, slug);
  const picture = pictureUpdate('image', image);
  await updateAudited(db, actor, {
    table: 'events',
    entity: 'event',
    id,
    set: { ...values, ...picture.set },
    before: withoutContent(await getEvent(db, id)),
    after: { ...values, content: undefined, ...picture.after },
  });
  return getEvent(db, id);
}

export async function setEventStatus(db: Kysely<DB>, actor: Actor, id: number, status: SwitchValue): Promise<Event> {
  return setStatusAudited(db, actor, { table: 'events', entity: 'event', id, change: { status }, load: getEvent });
}

export async function deleteEvent(db: Kysely<DB>, actor: Actor, id: number): Promise<{ id: number }> {
  const before = withoutContent(await getEvent(db, id));
  return deleteAudited(db, actor, { table: 'events', entity: 'event', id, before });
}
