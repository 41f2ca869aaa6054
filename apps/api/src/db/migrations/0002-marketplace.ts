import { type Kysely, type Migration, sql } from 'kysely';
import { columnKit, createIndex, createLowerUnique, dropTables } from '@admin/server-kit/migration-kit';
import type { DialectName } from '../database.ts';

/** The name the databases record for this migration, from before the file was named for its tables. */
export const RECORDED_NAME = '0002-catalogue';

/**
 * Secondary indexes of `products`, one per filter and per sort of the list (each ends with `id`, so
 * a keyset seek and the "ids of page N" scan read the index only). Status tabs are the common
 * filter, so the status is also combined with every sort. Exported: the bulk seed drops and
 * rebuilds them around a million-row load.
 */
export const PRODUCT_SORT_COLUMNS = [
  'created_at',
  'updated_at',
  'price',
  'used_distance',
  'release_year',
  'status_latest_datetime',
  'ai_score',
] as const;
const PRODUCT_FILTER_COLUMNS = [
  'brand_id',
  'model_id',
  'detail_model_id',
  'type',
  'location_id',
  'store_id',
  'station_id',
  'created_by',
  'sales_status',
  'status_latest_user',
  'used_status',
  'seller_type',
] as const;

export const PRODUCT_INDEXES: readonly { name: string; columns: string[]; sqliteOnly?: boolean }[] = [
  // SQLite keeps rows in the id b-tree itself; this narrow copy lets "skip to page N" read ids only.
  { name: 'products_id_scan', columns: ['id'], sqliteOnly: true },
  ...PRODUCT_FILTER_COLUMNS.map((c) => ({ name: `products_${c}_index`, columns: [c, 'id'] })),
  ...PRODUCT_SORT_COLUMNS.map((c) => ({ name: `products_${c}_sort`, columns: [c, 'id'] })),
  ...PRODUCT_SORT_COLUMNS.map((c) => ({ name: `products_status_${c}_sort`, columns: ['sales_status', c, 'id'] })),
];

/** Sort columns that may be empty: the lists order NULL as the smallest value on both databases. */
export const NULLABLE_PRODUCT_SORTS: ReadonlySet<string> = new Set([
  'used_distance',
  'release_year',
  'status_latest_datetime',
  'ai_score',
]);

/**
 * Creates one of PRODUCT_INDEXES. PostgreSQL puts NULL last in ascending indexes, SQLite first:
 * the PostgreSQL indexes say NULLS FIRST, so both read one index in the same order.
 */
export async function createProductIndex(
  db: Kysely<unknown>,
  dialect: DialectName,
  index: { name: string; columns: string[]; sqliteOnly?: boolean },
) {
  if (index.sqliteOnly && dialect === 'postgres') return;
  const columns = index.columns.map((c) =>
    dialect === 'postgres' && NULLABLE_PRODUCT_SORTS.has(c) ? sql`${sql.ref(c)} nulls first` : sql.ref(c),
  );
  await sql`create index if not exists ${sql.ref(index.name)} on products (${sql.join(columns)})`.execute(db);
}

/** SQLite: the full-text index over products.search_text, kept by triggers. */
export const SQLITE_PRODUCT_FTS = {
  create: sql`create virtual table products_fts using fts5(search_text, content='products', content_rowid='id', tokenize="unicode61 remove_diacritics 2", prefix='2 3')`,
  triggers: [
    sql`create trigger products_fts_insert after insert on products begin
          insert into products_fts(rowid, search_text) values (new.id, new.search_text);
        end`,
    sql`create trigger products_fts_delete after delete on products begin
          insert into products_fts(products_fts, rowid, search_text) values ('delete', old.id, old.search_text);
        end`,
    sql`create trigger products_fts_update after update of search_text on products begin
          insert into products_fts(products_fts, rowid, search_text) values ('delete', old.id, old.search_text);
          insert into products_fts(rowid, search_text) values (new.id, new.search_text);
        end`,
  ],
  dropTriggers: [
    sql`drop trigger if exists products_fts_insert`,
    sql`drop trigger if exists products_fts_delete`,
    sql`drop trigger if exists products_fts_update`,
  ],
  rebuild: sql`insert into products_fts(products_fts) values ('rebuild')`,
};

/** PostgreSQL: trigram index over the folded search column. */
export const PG_PRODUCT_TRGM = {
  create: sql`create index products_search_trgm on products using gin (search_text gin_trgm_ops)`,
  drop: sql`drop index if exists products_search_trgm`,
};

/**
 * Brands, models, specs and trims; stores and stations; products with images, counters and
 * inspections; customers, vehicles, service packages, machine services and their history;
 * stations' service orders.
 */
export function migration(dialect: DialectName): Migration {
  const { pg, time, money, withId, stamps } = columnKit(dialect);

  return {
    async up(db: Kysely<unknown>) {
      const index = (name: string, table: string, columns: string[]) => createIndex(db, name, table, columns);

      if (pg) {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create extension if not exists unaccent`.execute(db);
        // unaccent() is only STABLE; this wrapper names the dictionary, so it may be IMMUTABLE.
        await sql`create or replace function search_fold(text) returns text language sql immutable strict parallel safe
                  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`.execute(db);
        await sql`create or replace function search_fold_row() returns trigger language plpgsql as $$
                  begin new.search_text := search_fold(new.search_text); return new; end $$`.execute(db);
      }

      await stamps(
        withId(db.schema.createTable('brands'))
          .addColumn('name', 'varchar(100)', (c) => c.notNull())
          .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
          .addColumn('country', 'varchar(60)')
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(99)),
      ).execute();
      await createLowerUnique(db, 'brands', 'name');

      await stamps(
        withId(db.schema.createTable('models'))
          .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('restrict'))
          .addColumn('name', 'varchar(100)', (c) => c.notNull())
          .addColumn('type', 'integer', (c) => c.notNull()),
      ).execute();
      await index('models_brand_index', 'models', ['brand_id', 'name']);

      await stamps(
        withId(db.schema.createTable('model_details'))
          .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id').onDelete('restrict'))
          .addColumn('brand_id', 'integer', (c) => c.notNull())
          .addColumn('type', 'integer', (c) => c.notNull())
          .addColumn('name', 'varchar(150)', (c) => c.notNull())
          .addColumn('year', 'integer')
          .addColumn('price', money)
          .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
          .addColumn('product_count', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();
      await index('model_details_model_index', 'model_details', ['model_id', 'id']);
      await index('model_details_brand_index', 'model_details', ['brand_id', 'id']);

      await withId(db.schema.createTable('model_specs'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('unit', 'varchar(20)')
        .addColumn('input_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await createLowerUnique(db, 'model_specs', 'name');
      await withId(db.schema.createTable('model_spec_details'))
        .addColumn('spec_id', 'integer', (c) => c.notNull().references('model_specs.id').onDelete('cascade'))
        .addColumn('value', 'varchar(100)', (c) => c.notNull())
        .execute();
      await index('model_spec_details_spec_index', 'model_spec_details', ['spec_id', 'value']);
      await db.schema
        .createTable('model_detail_specs')
        .addColumn('detail_id', 'integer', (c) => c.notNull().references('model_details.id').onDelete('cascade'))
        .addColumn('spec_id', 'integer', (c) => c.notNull().references('model_specs.id').onDelete('cascade'))
        .addColumn('value', 'varchar(200)', (c) => c.notNull())
        .addPrimaryKeyConstraint('model_detail_specs_pk', ['detail_id', 'spec_id'])
        .execute();
      await index('model_detail_specs_spec_index', 'model_detail_specs', ['spec_id']);

      await stamps(
        withId(db.schema.createTable('stores'))
          .addColumn('name', 'varchar(150)', (c) => c.notNull())
          .addColumn('phone', 'varchar(20)')
          .addColumn('email', 'varchar(255)')
          .addColumn('type', 'varchar(20)', (c) => c.notNull())
          .addColumn('is_station', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('is_loanable', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
          .addColumn('suspended_reason', 'varchar(500)')
          .addColumn('display', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('address', 'varchar(255)')
          .addColumn('location_id', 'integer', (c) => c.references('locations.id'))
          .addColumn('description', 'text')
          .addColumn('id_number', 'varchar(20)')
          .addColumn('id_full_name', 'varchar(100)')
          .addColumn('id_date_of_birth', 'varchar(10)')
          .addColumn('id_issued_date', 'varchar(10)')
          .addColumn('id_issued_place', 'varchar(100)')
          .addColumn('id_front_image', 'text')
          .addColumn('id_back_image', 'text')
          .addColumn('bank_account', 'varchar(20)')
          .addColumn('bank_account_name', 'varchar(100)')
          .addColumn('bank_name', 'varchar(100)')
          .addColumn('own_products', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('sold_products', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('purchased_products', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('followers', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('total_sale_amount', money, (c) => c.notNull().defaultTo(0))
          .addColumn('search_text', 'varchar(800)', (c) => c.notNull().defaultTo('')),
      ).execute();
      for (const c of ['created_at', 'updated_at', 'name', 'own_products', 'sold_products', 'purchased_products']) {
        await index(`stores_${c}_sort`, 'stores', [c, 'id']);
      }
      for (const c of ['followers', 'total_sale_amount']) await index(`stores_${c}_sort`, 'stores', [c, 'id']);
      for (const c of ['type', 'is_station', 'status', 'location_id', 'display', 'is_loanable']) {
        await index(`stores_${c}_index`, 'stores', [c, 'id']);
      }

      await stamps(
        withId(db.schema.createTable('products'))
          .addColumn('title', 'varchar(200)', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('phone', 'varchar(20)')
          .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('restrict'))
          .addColumn('seller_type', 'varchar(20)', (c) => c.notNull())
          .addColumn('used_status', 'varchar(10)', (c) => c.notNull())
          .addColumn('brand_id', 'integer', (c) => c.notNull())
          .addColumn('model_id', 'integer', (c) => c.notNull())
          .addColumn('detail_model_id', 'integer', (c) => c.notNull().references('model_details.id'))
          .addColumn('type', 'integer', (c) => c.notNull())
          .addColumn('location_id', 'integer')
          .addColumn('number_plate', 'varchar(20)')
          .addColumn('release_year', 'varchar(7)')
          .addColumn('used_distance', 'integer')
          .addColumn('price', money, (c) => c.notNull())
          .addColumn('color', 'varchar(50)')
          .addColumn('station_id', 'integer')
          .addColumn('is_quality_item', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('sales_status', 'varchar(20)', (c) => c.notNull())
          .addColumn('previous_sales_status', 'varchar(20)')
          .addColumn('blocked_reason', 'varchar(500)')
          .addColumn('ai_score', 'integer')
          .addColumn('inspection_result', 'varchar(10)')
          .addColumn('inspection_score', 'integer')
          .addColumn('inspected_at', time)
          .addColumn('picture', 'text')
          .addColumn('created_by', 'integer')
          .addColumn('status_latest_user', 'integer')
          .addColumn('status_latest_datetime', time)
          .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('favourite_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('call_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('chat_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('search_text', 'varchar(1000)', (c) => c.notNull().defaultTo('')),
      ).execute();
      for (const i of PRODUCT_INDEXES) await createProductIndex(db, dialect, i);
      // A number plate belongs to one live listing (result_code 203 otherwise); deleted and sold ones may repeat it.
      await index('products_number_plate_index', 'products', ['number_plate']);
      if (pg) {
        await sql`alter table products alter column search_text set statistics 1000`.execute(db);
        await sql`create trigger products_search_fold before insert or update of search_text on products
                  for each row execute function search_fold_row()`.execute(db);
        await PG_PRODUCT_TRGM.create.execute(db);
        await sql`create trigger stores_search_fold before insert or update of search_text on stores
                  for each row execute function search_fold_row()`.execute(db);
        await sql`create index stores_search_trgm on stores using gin (search_text gin_trgm_ops)`.execute(db);
      } else {
        await SQLITE_PRODUCT_FTS.create.execute(db);
        for (const trigger of SQLITE_PRODUCT_FTS.triggers) await trigger.execute(db);
      }

      await withId(db.schema.createTable('product_images'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('original', 'varchar(255)', (c) => c.notNull())
        .addColumn('medium', 'varchar(255)', (c) => c.notNull())
        .addColumn('small', 'varchar(255)', (c) => c.notNull())
        .execute();
      await index('product_images_product_index', 'product_images', ['product_id', 'sort']);

      await db.schema
        .createTable('product_counts')
        .addColumn('sales_status', 'varchar(20)', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_counts_pk', ['sales_status', 'type'])
        .execute();

      await withId(db.schema.createTable('product_inspections'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('station_id', 'integer', (c) => c.references('stores.id').onDelete('set null'))
        .addColumn('inspector_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('result', 'varchar(10)', (c) => c.notNull())
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('items_json', 'text', (c) => c.notNull())
        .addColumn('note', 'varchar(1000)')
        .addColumn('inspected_at', time, (c) => c.notNull())
        .execute();
      await index('product_inspections_product_index', 'product_inspections', ['product_id', 'id']);
      await index('product_inspections_station_index', 'product_inspections', ['station_id', 'id']);
      await index('product_inspections_result_index', 'product_inspections', ['result', 'id']);

      await stamps(
        withId(db.schema.createTable('customers'))
          .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
          .addColumn('phone', 'varchar(20)', (c) => c.notNull().unique())
          .addColumn('email', 'varchar(255)')
          .addColumn('id_number', 'varchar(20)')
          .addColumn('address', 'varchar(255)')
          .addColumn('location_id', 'integer', (c) => c.references('locations.id'))
          .addColumn('search_text', 'varchar(600)', (c) => c.notNull().defaultTo('')),
      ).execute();

      await withId(db.schema.createTable('mcn_service_pkgs'))
        .addColumn('code', 'varchar(30)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('months', 'integer', (c) => c.notNull())
        .addColumn('services_count', 'integer', (c) => c.notNull())
        .addColumn('price', money, (c) => c.notNull())
        .addColumn('description', 'varchar(1000)')
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
        .execute();

      await stamps(
        withId(db.schema.createTable('vehicles'))
          .addColumn('code', 'varchar(30)', (c) => c.notNull().unique())
          .addColumn('type', 'integer', (c) => c.notNull())
          .addColumn('number_plate', 'varchar(20)')
          .addColumn('frame_number', 'varchar(20)', (c) => c.notNull().unique())
          .addColumn('engine_number', 'varchar(20)')
          .addColumn('brand_id', 'integer', (c) => c.notNull())
          .addColumn('model_id', 'integer', (c) => c.notNull())
          .addColumn('detail_model_id', 'integer', (c) => c.references('model_details.id'))
          .addColumn('color', 'varchar(50)')
          .addColumn('release_year', 'varchar(7)')
          .addColumn('odometer_km', 'integer')
          .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
          .addColumn('station_id', 'integer', (c) => c.references('stores.id').onDelete('set null'))
          .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
          .addColumn('warranty_start', 'varchar(10)')
          .addColumn('warranty_end', 'varchar(10)')
          .addColumn('package_id', 'integer', (c) => c.references('mcn_service_pkgs.id'))
          .addColumn('package_started_at', 'varchar(10)')
          .addColumn('package_ends_at', 'varchar(10)')
          .addColumn('search_text', 'varchar(600)', (c) => c.notNull().defaultTo('')),
      ).execute();
      for (const c of ['customer_id', 'station_id', 'type', 'brand_id'])
        await index(`vehicles_${c}_index`, 'vehicles', [c, 'id']);

      await stamps(
        withId(db.schema.createTable('mcn_services'))
          .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id').onDelete('cascade'))
          .addColumn('type', 'integer', (c) => c.notNull())
          .addColumn('sequence', 'integer', (c) => c.notNull())
          .addColumn('package_id', 'integer', (c) => c.references('mcn_service_pkgs.id'))
          .addColumn('status', 'varchar(20)', (c) => c.notNull())
          .addColumn('due_date', 'varchar(10)')
          .addColumn('station_id', 'integer', (c) => c.references('stores.id').onDelete('set null'))
          .addColumn('technician_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('odometer_km', 'integer')
          .addColumn('serviced_at', time)
          .addColumn('work_done', 'varchar(2000)')
          .addColumn('note', 'varchar(1000)')
          .addColumn('cost', money, (c) => c.notNull().defaultTo(0)),
      ).execute();
      await index('mcn_services_vehicle_index', 'mcn_services', ['vehicle_id', 'type', 'sequence']);

      await withId(db.schema.createTable('vehicle_histories'))
        .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id').onDelete('cascade'))
        .addColumn('action', 'varchar(30)', (c) => c.notNull())
        .addColumn('description', 'varchar(500)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await index('vehicle_histories_vehicle_index', 'vehicle_histories', ['vehicle_id', 'id']);

      await stamps(
        withId(db.schema.createTable('service_orders'))
          .addColumn('code', 'varchar(30)', (c) => c.notNull().unique())
          .addColumn('station_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('restrict'))
          .addColumn('kind', 'varchar(20)', (c) => c.notNull())
          .addColumn('status', 'varchar(20)', (c) => c.notNull())
          .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
          .addColumn('vehicle_id', 'integer', (c) => c.references('vehicles.id').onDelete('set null'))
          .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
          .addColumn('items_json', 'text', (c) => c.notNull())
          .addColumn('amount', money, (c) => c.notNull())
          .addColumn('scheduled_at', time)
          .addColumn('note', 'varchar(1000)')
          .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('search_text', 'varchar(600)', (c) => c.notNull().defaultTo('')),
      ).execute();
      for (const c of ['station_id', 'status', 'customer_id', 'vehicle_id']) {
        await index(`service_orders_${c}_index`, 'service_orders', [c, 'id']);
      }
    },

    async down(db: Kysely<unknown>) {
      if (!pg) await sql`drop table if exists products_fts`.execute(db);
      await dropTables(db, [
        'service_orders',
        'vehicle_histories',
        'mcn_services',
        'vehicles',
        'mcn_service_pkgs',
        'customers',
        'product_inspections',
        'product_counts',
        'product_images',
        'products',
        'stores',
        'model_detail_specs',
        'model_spec_details',
        'model_specs',
        'model_details',
        'models',
        'brands',
      ]);
      if (pg) {
        await sql`drop function if exists search_fold_row()`.execute(db);
        await sql`drop function if exists search_fold(text)`.execute(db);
      }
    },
  };
}
