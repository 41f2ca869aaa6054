import type {
  Brand,
  CategoryType,
  Model,
  ModelDetail,
  ModelDetailCreateBody,
  ModelDetailListQuery,
  ModelDetailUpdateBody,
  ModelSpec,
  brandBody,
  modelBody,
  modelSpecCreateBody,
  modelSpecDetailCreateBody,
  modelUpdateBody,
} from '@admin/contract';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod/mini';
import type { DB } from '../../db/schema.ts';
import { unknownId, valueTaken } from '../../lib/rows.ts';
import { containsFolded, equalsIgnoreCase } from '../../db/search.ts';
import type { Page } from '../../lib/envelope.ts';
import { newestPageOf } from '../../lib/paging.ts';
import { conflict, invalid, invalidField, notFound } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import { type Actor, writeAudit } from '../../lib/audit-log.ts';
import {
  auditedChange,
  createdAudited,
  deleteAudited,
  insertAudited,
  setStatusAudited,
  updateAudited,
} from '../../lib/audited.ts';

const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ---------------------------------------------------------------------------------------------
// Brands and models

export async function listBrands(db: Kysely<DB>): Promise<Brand[]> {
  const rows = await db
    .selectFrom('brands as b')
    .select(['b.id', 'b.name', 'b.slug', 'b.country', 'b.sort'])
    .select((eb) =>
      eb
        .selectFrom('models as m')
        .whereRef('m.brand_id', '=', 'b.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('models_count'),
    )
    .orderBy('b.sort')
    .orderBy('b.name')
    .execute();
  return rows.map((r) => ({ ...r, models_count: Number(r.models_count ?? 0) }));
}

async function getBrand(db: Kysely<DB>, id: number): Promise<Brand> {
  const brand = (await listBrands(db)).find((b) => b.id === id);
  if (!brand) throw notFound('Brand not found');
  return brand;
}

export async function listModels(db: Kysely<DB>, brandId: number, type?: number): Promise<Model[]> {
  await getBrand(db, brandId);
  let q = db.selectFrom('models').select(['id', 'brand_id', 'name', 'type']).where('brand_id', '=', brandId);
  if (type) q = q.where('type', '=', type);
  const models = await q.orderBy('name').execute();
  const details = models.length
    ? await db
        .selectFrom('model_details')
        .select(['id', 'model_id', 'name', 'year', 'status'])
        .where(
          'model_id',
          'in',
          models.map((m) => m.id),
        )
        .orderBy('year', 'desc')
        .orderBy('name')
        .execute()
    : [];
  return models.map((m) => ({
    ...m,
    type: m.type as CategoryType,
    details: details.filter((d) => d.model_id === m.id).map(({ model_id: _m, ...d }) => d),
  }));
}

async function assertBrandNameFree(db: Kysely<DB>, name: string, exceptId?: number) {
  if (await valueTaken(db, 'brands', 'name', name, exceptId))
    throw invalidField('name', 'A brand with this name exists');
}

export async function createBrand(db: Kysely<DB>, actor: Actor, body: z.infer<typeof brandBody>): Promise<Brand> {
  await assertBrandNameFree(db, body.name);
  const id = await insertAudited(db, actor, {
    table: 'brands',
    entity: 'brand',
    values: {
      name: body.name,
      slug: slugOf(body.name) || `brand-${Date.now()}`,
      country: body.country ?? null,
      sort: body.sort,
    },
    after: body,
  });
  return getBrand(db, id);
}

export async function updateBrand(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: z.infer<typeof brandBody>,
): Promise<Brand> {
  const before = await getBrand(db, id);
  await assertBrandNameFree(db, body.name, id);
  await updateAudited(db, actor, {
    table: 'brands',
    entity: 'brand',
    id,
    set: { name: body.name, slug: slugOf(body.name) || before.slug, country: body.country ?? null, sort: body.sort },
    before,
    after: body,
  });
  return getBrand(db, id);
}

export async function deleteBrand(db: Kysely<DB>, actor: Actor, id: number): Promise<null> {
  const brand = await getBrand(db, id);
  if (brand.models_count > 0)
    throw conflict(`${brand.name} has ${brand.models_count} models: delete or move them first`);
  await deleteAudited(db, actor, { table: 'brands', entity: 'brand', id, before: brand });
  return null;
}

async function getModel(db: Kysely<DB>, id: number) {
  const model = await db
    .selectFrom('models')
    .select(['id', 'brand_id', 'name', 'type'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!model) throw notFound('Model not found');
  return model;
}

async function modelOut(db: Kysely<DB>, id: number): Promise<Model> {
  const model = await getModel(db, id);
  return (await listModels(db, model.brand_id)).find((m) => m.id === id)!;
}

export async function createModel(
  db: Kysely<DB>,
  actor: Actor,
  brandId: number,
  body: z.infer<typeof modelBody>,
): Promise<Model> {
  await getBrand(db, brandId);
  const id = await insertAudited(db, actor, {
    table: 'models',
    entity: 'model',
    values: { brand_id: brandId, name: body.name, type: body.type },
    after: { brand_id: brandId, ...body },
  });
  return modelOut(db, id);
}

/** Renames a model, changes its category or brand; its trims and products follow. */
export async function updateModel(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: z.infer<typeof modelUpdateBody>,
): Promise<Model> {
  const before = await getModel(db, id);
  const brandId = body.brand_id ?? before.brand_id;
  if (body.brand_id !== undefined)
    await getBrand(db, body.brand_id).catch(() => {
      throw invalidField('brand_id', 'Unknown brand');
    });
  await updateAudited(db, actor, {
    table: 'models',
    entity: 'model',
    id,
    set: { name: body.name, type: body.type, brand_id: brandId },
    before,
    after: body,
    also: async (trx) => {
      await trx
        .updateTable('model_details')
        .set({ type: body.type, brand_id: brandId })
        .where('model_id', '=', id)
        .execute();
      if (body.type !== before.type || brandId !== before.brand_id) {
        // Products keep copies for their filters; the status counters follow the category.
        await trx
          .updateTable('products')
          .set({ type: body.type, brand_id: brandId })
          .where('model_id', '=', id)
          .execute();
        await sql`delete from product_counts`.execute(trx);
        await sql`insert into product_counts (sales_status, type, n) select sales_status, type, count(*) from products group by sales_status, type`.execute(
          trx,
        );
      }
    },
  });
  return modelOut(db, id);
}

export async function deleteModel(db: Kysely<DB>, actor: Actor, id: number): Promise<null> {
  const model = await getModel(db, id);
  const trims = await db
    .selectFrom('model_details')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('model_id', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(trims.n) > 0) throw conflict(`${model.name} has ${trims.n} trims: delete them first`);
  await deleteAudited(db, actor, { table: 'models', entity: 'model', id, before: model });
  return null;
}

// ---------------------------------------------------------------------------------------------
// Specs

export async function listSpecs(db: Kysely<DB>): Promise<ModelSpec[]> {
  const specs = await db.selectFrom('model_specs').selectAll().orderBy('sort').orderBy('id').execute();
  const details = await db.selectFrom('model_spec_details').selectAll().orderBy('spec_id').orderBy('value').execute();
  return specs.map((s) => ({
    ...s,
    details: details.filter((d) => d.spec_id === s.id).map((d) => ({ id: d.id, value: d.value })),
  }));
}

export async function createSpec(
  db: Kysely<DB>,
  actor: Actor,
  body: z.infer<typeof modelSpecCreateBody>,
): Promise<ModelSpec> {
  if (await valueTaken(db, 'model_specs', 'name', body.name))
    throw invalidField('name', 'A spec with this name exists');
  const id = await createdAudited(db, actor, 'model_spec', async (trx) => {
    const { id } = await trx
      .insertInto('model_specs')
      .values({ name: body.name, unit: body.unit ?? null, input_type: body.input_type, sort: body.sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, after: body };
  });
  return (await listSpecs(db)).find((s) => s.id === id)!;
}

export async function createSpecDetail(
  db: Kysely<DB>,
  actor: Actor,
  body: z.infer<typeof modelSpecDetailCreateBody>,
): Promise<ModelSpec> {
  const spec = await db
    .selectFrom('model_specs')
    .select(['id', 'input_type'])
    .where('id', '=', body.spec_id)
    .executeTakeFirst();
  if (!spec) throw invalidField('spec_id', 'Unknown spec');
  const existing = await db
    .selectFrom('model_spec_details')
    .select('id')
    .where('spec_id', '=', body.spec_id)
    .where(equalsIgnoreCase(sql.ref('value'), body.value))
    .executeTakeFirst();
  if (existing) throw invalidField('value', 'This value exists for the spec');
  await createdAudited(db, actor, 'model_spec_detail', async (trx) => {
    const { id } = await trx.insertInto('model_spec_details').values(body).returning('id').executeTakeFirstOrThrow();
    return { id, after: body };
  });
  return (await listSpecs(db)).find((s) => s.id === body.spec_id)!;
}

// ---------------------------------------------------------------------------------------------
// Model details (trims)

/** The trims with their model's and brand's ids and names (the seed reads its trims through it too). */
export function detailRows(db: Kysely<DB>) {
  return db
    .selectFrom('model_details as d')
    .innerJoin('models as m', 'm.id', 'd.model_id')
    .innerJoin('brands as b', 'b.id', 'd.brand_id')
    .select([
      'd.id',
      'd.name',
      'd.year',
      'd.price',
      'd.status',
      'd.type',
      'd.product_count',
      'd.created_at',
      'd.updated_at',
      'd.row_version',
      'b.id as brand_id',
      'b.name as brand_name',
      'm.id as model_id',
      'm.name as model_name',
    ]);
}

async function specsOf(db: Kysely<DB>, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('model_detail_specs as v')
    .innerJoin('model_specs as s', 's.id', 'v.spec_id')
    .select(['v.detail_id', 'v.spec_id', 's.name', 's.unit', 'v.value'])
    .where('v.detail_id', 'in', ids)
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute();
}

async function toDetails(
  db: Kysely<DB>,
  rows: Awaited<ReturnType<ReturnType<typeof detailRows>['execute']>>,
): Promise<ModelDetail[]> {
  const specs = await specsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    year: r.year,
    price: r.price === null ? null : Number(r.price),
    status: r.status,
    type: r.type as CategoryType,
    brand: { id: r.brand_id, name: r.brand_name },
    model: { id: r.model_id, name: r.model_name },
    specs: specs.filter((s) => s.detail_id === r.id).map(({ detail_id: _d, ...s }) => s),
    product_count: r.product_count,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

export async function listModelDetails(db: Kysely<DB>, query: ModelDetailListQuery): Promise<Page<ModelDetail>> {
  let base = db
    .selectFrom('model_details as d')
    .innerJoin('models as m', 'm.id', 'd.model_id')
    .innerJoin('brands as b', 'b.id', 'd.brand_id');
  if (query.brand_id) base = base.where('d.brand_id', '=', query.brand_id);
  if (query.model_id) base = base.where('d.model_id', '=', query.model_id);
  if (query.type) base = base.where('d.type', '=', query.type);
  if (query.status) base = base.where('d.status', '=', query.status);
  if (query.q) {
    const q = query.q;
    // A few hundred trims: the folded concatenation is compared directly.
    base = base.where(containsFolded(sql`lower(b.name || ' ' || m.name || ' ' || d.name)`, q));
  }
  return newestPageOf(base, 'd.id', query, async (ids) =>
    toDetails(db, await detailRows(db).where('d.id', 'in', ids).execute()),
  );
}

export async function getModelDetail(db: Kysely<DB>, id: number): Promise<ModelDetail> {
  const rows = await detailRows(db).where('d.id', '=', id).execute();
  if (!rows.length) throw notFound('Model detail not found');
  return (await toDetails(db, rows))[0]!;
}

/** Products using the trim, counted now (any status: a deleted product can be restored). */
export async function productCount(db: Kysely<DB>, id: number): Promise<number> {
  await getModelDetail(db, id);
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('detail_model_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function checkSpecIds(db: Kysely<DB>, specs: { spec_id: number }[]) {
  const ids = [...new Set(specs.map((s) => s.spec_id))];
  if (ids.length !== specs.length) throw invalidField('specs', 'A spec is listed twice');
  if (!ids.length) return;
  const known = await db.selectFrom('model_specs').select('id').where('id', 'in', ids).execute();
  const unknown = ids.filter((id) => !known.some((k) => k.id === id));
  if (unknown.length) throw invalidField('specs', `Unknown spec: ${unknown.join(', ')}`);
}

export async function createModelDetail(
  db: Kysely<DB>,
  actor: Actor,
  body: ModelDetailCreateBody,
): Promise<ModelDetail> {
  await checkSpecIds(db, body.specs);
  if (body.model_id !== undefined)
    await getModel(db, body.model_id).catch(() => {
      throw invalidField('model_id', 'Unknown model');
    });
  if (body.brand_id !== undefined && body.model_id === undefined) {
    if (await unknownId(db, 'brands', body.brand_id)) throw invalidField('brand_id', 'Unknown brand');
  }
  if (body.model_id === undefined && body.brand_id === undefined && body.brand_name)
    await assertBrandNameFree(db, body.brand_name).catch(() => {
      throw invalidField('brand_name', 'A brand with this name exists: choose it instead');
    });
  const now = nowIso();
  const id = await createdAudited(db, actor, 'model_detail', async (trx) => {
    let modelId = body.model_id;
    if (modelId === undefined) {
      let brandId = body.brand_id;
      if (brandId === undefined) {
        brandId = (
          await trx
            .insertInto('brands')
            .values({
              name: body.brand_name!,
              slug: slugOf(body.brand_name!) || `brand-${Date.now()}`,
              country: null,
              sort: 99,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      modelId = (
        await trx
          .insertInto('models')
          .values({ brand_id: brandId, name: body.model_name!, type: body.type!, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    const model = await getModel(trx, modelId);
    const { id } = await trx
      .insertInto('model_details')
      .values({
        model_id: model.id,
        brand_id: model.brand_id,
        type: model.type,
        name: body.name,
        year: body.year ?? null,
        price: body.price ?? null,
        status: 'active',
        product_count: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (body.specs.length)
      await trx
        .insertInto('model_detail_specs')
        .values(body.specs.map((s) => ({ detail_id: id, ...s })))
        .execute();
    return { id, after: body };
  });
  return getModelDetail(db, id);
}

export async function updateModelDetail(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: ModelDetailUpdateBody,
): Promise<ModelDetail> {
  const before = await getModelDetail(db, id);
  await checkSpecIds(db, body.specs);
  const model =
    body.model_id === undefined
      ? null
      : await getModel(db, body.model_id).catch(() => {
          throw invalidField('model_id', 'Unknown model');
        });
  if (model && before.product_count > 0 && model.type !== before.type)
    throw invalid({ model_id: ['Products use this trim: it can move only to a model of the same category'] });
  await updateAudited(db, actor, {
    table: 'model_details',
    entity: 'model_detail',
    id,
    set: {
      name: body.name,
      year: body.year ?? null,
      price: body.price ?? null,
      ...(model && { model_id: model.id, brand_id: model.brand_id, type: model.type }),
    },
    before,
    after: body,
    also: async (trx) => {
      if (model)
        await trx
          .updateTable('products')
          .set({ model_id: model.id, brand_id: model.brand_id })
          .where('detail_model_id', '=', id)
          .execute();
      await trx.deleteFrom('model_detail_specs').where('detail_id', '=', id).execute();
      if (body.specs.length)
        await trx
          .insertInto('model_detail_specs')
          .values(body.specs.map((s) => ({ detail_id: id, ...s })))
          .execute();
    },
  });
  return getModelDetail(db, id);
}

export async function changeModelDetailStatus(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  status: 'active' | 'inactive',
): Promise<ModelDetail> {
  return setStatusAudited(db, actor, {
    table: 'model_details',
    entity: 'model_detail',
    id,
    change: { status },
    load: getModelDetail,
  });
}

/** A trim that products use cannot be deleted (409 saying how many): hide it with status inactive instead. */
export async function deleteModelDetail(db: Kysely<DB>, actor: Actor, id: number): Promise<null> {
  const before = await getModelDetail(db, id);
  const used = await productCount(db, id);
  if (used > 0)
    throw conflict(
      `${before.name} is used by ${used} product${used === 1 ? '' : 's'} and cannot be deleted; set it inactive instead`,
    );
  const vehicles = await db.selectFrom('vehicles').select('id').where('detail_model_id', '=', id).executeTakeFirst();
  if (vehicles)
    throw conflict(`${before.name} is used by registered vehicles and cannot be deleted; set it inactive instead`);
  await auditedChange(db, actor, { action: 'delete', entity: 'model_detail', entityId: id, before }, async (trx) => {
    await trx.deleteFrom('model_details').where('id', '=', id).execute();
  });
  return null;
}

export async function deleteModelDetailSpec(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  specId: number,
): Promise<ModelDetail> {
  await getModelDetail(db, id);
  const result = await db.transaction().execute(async (trx) => {
    const r = await trx
      .deleteFrom('model_detail_specs')
      .where('detail_id', '=', id)
      .where('spec_id', '=', specId)
      .executeTakeFirst();
    if (Number(r.numDeletedRows) > 0)
      await writeAudit(trx, actor, {
        action: 'update',
        entity: 'model_detail',
        entityId: id,
        after: { removed_spec_id: specId },
      });
    return Number(r.numDeletedRows);
  });
  if (result === 0) throw notFound('This trim has no value for that spec');
  return getModelDetail(db, id);
}
