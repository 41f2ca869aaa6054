import { type Partner, type PartnerForm, type PartnerListQuery, type SwitchValue, partner } from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { searchText } from '../../db/search.ts';
import { insertAudited, setStatusAudited } from '../../lib/audited.ts';
import { countOf, entityFields } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { imageJson, imageUrls, updatePictured, storedImageOf } from '../../lib/image-form.ts';
import { invalidField } from '../../lib/http-error.ts';
import type { StoredImage } from '../../lib/images.ts';
import { filtered } from '../../lib/list-filters.ts';
import { pageOf } from '../../lib/paging.ts';
import { rowReader, valueTaken } from '../../lib/rows.ts';
import type { Actor } from '../../lib/audit-log.ts';

const partners = rowReader(
  (db) =>
    db
      .selectFrom('partners as p')
      .selectAll('p')
      .select(countOf('leads', 'partner_id', 'p.id').as('leads_count')),
  (row): Partner => ({
    ...entityFields(partner, row),
    type: row.type as Partner['type'],
    logo: imageUrls(row.logo),
    active: row.active as SwitchValue,
    leads_count: Number(row.leads_count),
  }),
  { key: 'p.id', missing: 'Partner not found' },
);

export async function listPartners(db: Kysely<DB>, query: PartnerListQuery): Promise<Page<Partner>> {
  const base = filtered(db.selectFrom('partners as p'), query, {
    search: 'p.search_text',
    equal: { type: 'p.type', active: 'p.active' },
  });
  return pageOf(base, partners.within(db, base).orderBy('p.sort').orderBy('p.id'), query, partners.toItem);
}

export const getPartner = partners.one;

export const partnerLogo = storedImageOf('partners', 'logo');

/** Partner names are unique, case-insensitively (422 on `name`). */
export async function checkPartnerName(db: Kysely<DB>, name: string, exceptId?: number): Promise<void> {
  if (await valueTaken(db, 'partners', 'name', name, exceptId))
    throw invalidField('name', 'A partner with this name already exists');
}

const fields = (form: PartnerForm) => ({
  name: form.name,
  type: form.type,
  website: form.website ?? null,
  hotline: form.hotline ?? null,
  email: form.email ?? null,
  description: form.description ?? null,
  active: form.active,
  sort: form.sort,
  search_text: searchText(form.name, form.email, form.hotline),
});

export async function createPartner(
  db: Kysely<DB>,
  actor: Actor,
  form: PartnerForm,
  logo: StoredImage | null,
): Promise<Partner> {
  const id = await insertAudited(db, actor, {
    table: 'partners',
    entity: 'partner',
    values: { ...fields(form), logo: imageJson(logo) },
    after: { ...fields(form), logo: logo?.original ?? null },
  });
  return getPartner(db, id);
}

export async function updatePartner(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  form: PartnerForm,
  logo: StoredImage | null,
): Promise<Partner> {
  return updatePictured(db, actor, {
    table: 'partners',
    entity: 'partner',
    id,
    values: fields(form),
    column: 'logo',
    image: logo,
    load: getPartner,
  });
}

export async function setPartnerActive(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  active: SwitchValue,
): Promise<Partner> {
  return setStatusAudited(db, actor, {
    table: 'partners',
    entity: 'partner',
    id,
    change: { active },
    load: getPartner,
  });
}
