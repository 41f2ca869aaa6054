import {
  type Platform,
  type Popup,
  type PopupForm,
  type PopupListQuery,
  type SwitchValue,
  popup,
} from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { searchText } from '../../db/search.ts';
import { deleteAudited, insertAudited, setStatusAudited } from '../../lib/audited.ts';
import { entityFields } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { imageJson, imageUrls, updatePictured, storedImageOf } from '../../lib/image-form.ts';
import type { StoredImage } from '../../lib/images.ts';
import { filtered } from '../../lib/list-filters.ts';
import { pageOf } from '../../lib/paging.ts';
import { rowReader } from '../../lib/rows.ts';
import type { Actor } from '../../lib/audit-log.ts';

const popups = rowReader(
  (db) =>
    db
      .selectFrom('popups as pp')
      .innerJoin('pages as p', 'p.id', 'pp.page_id')
      .selectAll('pp')
      .select('p.title as page_name'),
  (row): Popup => ({
    ...entityFields(popup, row),
    page: row.page_id,
    platform: JSON.parse(row.platform) as Platform[],
    frequency: row.frequency as Popup['frequency'],
    image: imageUrls(row.image),
    status: row.status as SwitchValue,
  }),
  { key: 'pp.id', missing: 'Pop-up not found' },
);

export async function listPopups(db: Kysely<DB>, query: PopupListQuery): Promise<Page<Popup>> {
  const base = filtered(db.selectFrom('popups as pp'), query, {
    search: 'pp.search_text',
    equal: { page_id: 'pp.page_id', status: 'pp.status' },
  });
  return pageOf(base, popups.within(db, base).orderBy('pp.id', 'desc'), query, popups.toItem);
}

export const getPopup = popups.one;

export const popupImage = storedImageOf('popups', 'image');

const fields = (form: PopupForm) => ({
  title: form.title,
  content: form.content ?? null,
  link: form.link ?? null,
  page_id: form.page,
  platform: JSON.stringify(form.platform),
  frequency: form.frequency,
  start_time: form.start_time ?? null,
  end_time: form.end_time ?? null,
  status: form.status,
  search_text: searchText(form.title, form.content),
});

export async function createPopup(db: Kysely<DB>, actor: Actor, form: PopupForm, image: StoredImage): Promise<Popup> {
  const id = await insertAudited(db, actor, {
    table: 'popups',
    entity: 'popup',
    values: { ...fields(form), image: imageJson(image) },
    after: { ...fields(form), image: image.original },
  });
  return getPopup(db, id);
}

export async function updatePopup(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  form: PopupForm,
  image: StoredImage | null,
): Promise<Popup> {
  return updatePictured(db, actor, {
    table: 'popups',
    entity: 'popup',
    id,
    values: fields(form),
    column: 'image',
    image: image,
    load: getPopup,
  });
}

export async function setPopupStatus(db: Kysely<DB>, actor: Actor, id: number, status: SwitchValue): Promise<Popup> {
  return setStatusAudited(db, actor, { table: 'popups', entity: 'popup', id, change: { status }, load: getPopup });
}

export async function deletePopup(db: Kysely<DB>, actor: Actor, id: number): Promise<{ id: number }> {
  return deleteAudited(db, actor, { table: 'popups', entity: 'popup', id, before: await getPopup(db, id) });
}

export async function popupsOfPage(db: Kysely<DB>, pageId: number): Promise<Popup[]> {
  const rows = await popups.select(db).where('pp.page_id', '=', pageId).orderBy('pp.id', 'desc').execute();
  return rows.map(popups.toItem);
}
