import type { Generated } from 'kysely';

/** ISO-8601 UTC strings on both dialects (timestamptz on PostgreSQL, read back as ISO). */
type Time = string;

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  country: string | null;
  sort: number;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface ModelsTable {
  id: Generated<number>;
  brand_id: number;
  name: string;
  /** 1 scooter, 2 gear, 3 pkl, 4 electric. */
  type: number;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

/** A trim. brand_id and type are copies of its model's, so product writes need no join. */
export interface ModelDetailsTable {
  id: Generated<number>;
  model_id: number;
  brand_id: number;
  type: number;
  name: string;
  year: number | null;
  price: number | null;
  status: 'active' | 'inactive';
  /** Products that use the trim (any status), kept by the product writes. */
  product_count: number;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface ModelSpecsTable {
  id: Generated<number>;
  name: string;
  unit: string | null;
  input_type: 'number' | 'text' | 'select';
  sort: number;
}

export interface ModelSpecDetailsTable {
  id: Generated<number>;
  spec_id: number;
  value: string;
}

export interface ModelDetailSpecsTable {
  detail_id: number;
  spec_id: number;
  value: string;
}

export interface StoresTable {
  id: Generated<number>;
  name: string;
  phone: string | null;
  email: string | null;
  type: 'alliance' | 'personal';
  /** 1 store, 2 station. */
  is_station: number;
  is_loanable: number;
  status: 'active' | 'suspended';
  suspended_reason: string | null;
  display: number;
  address: string | null;
  location_id: number | null;
  description: string | null;
  id_number: string | null;
  id_full_name: string | null;
  id_date_of_birth: string | null;
  id_issued_date: string | null;
  id_issued_place: string | null;
  /** JSON image variants. */
  id_front_image: string | null;
  id_back_image: string | null;
  bank_account: string | null;
  bank_account_name: string | null;
  bank_name: string | null;
  own_products: Generated<number>;
  sold_products: Generated<number>;
  purchased_products: Generated<number>;
  followers: Generated<number>;
  total_sale_amount: Generated<number>;
  /** Folded name, phone, e-mail, address (db/search.ts). */
  search_text: string;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface ProductsTable {
  id: Generated<number>;
  title: string;
  description: string;
  phone: string | null;
  store_id: number;
  seller_type: 'alliance' | 'personal';
  used_status: 'used' | 'new';
  brand_id: number;
  model_id: number;
  detail_model_id: number;
  type: number;
  location_id: number | null;
  number_plate: string | null;
  release_year: string | null;
  used_distance: number | null;
  price: number;
  color: string | null;
  station_id: number | null;
  is_quality_item: number;
  sales_status: string;
  /** The status before `delete`, which restore brings back. */
  previous_sales_status: string | null;
  blocked_reason: string | null;
  ai_score: number | null;
  inspection_result: 'passed' | 'failed' | null;
  inspection_score: number | null;
  inspected_at: Time | null;
  /** JSON image variants of the first image: the list's Picture. */
  picture: string | null;
  created_by: number | null;
  status_latest_user: number | null;
  status_latest_datetime: Time | null;
  view_count: Generated<number>;
  favourite_count: Generated<number>;
  call_count: Generated<number>;
  chat_count: Generated<number>;
  /** Folded title, make, model, trim, plate, phone, location, seller (db/search.ts). */
  search_text: string;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  sort: number;
  original: string;
  medium: string;
  small: string;
}

/** Products per (sales_status, type), kept in the transaction of every product write: exact totals without a scan. */
export interface ProductCountsTable {
  sales_status: string;
  type: number;
  n: number;
}

export interface ProductInspectionsTable {
  id: Generated<number>;
  product_id: number;
  station_id: number | null;
  inspector_id: number | null;
  result: 'passed' | 'failed';
  score: number;
  items_json: string;
  note: string | null;
  inspected_at: Time;
}

export interface CustomersTable {
  id: Generated<number>;
  full_name: string;
  phone: string;
  email: string | null;
  id_number: string | null;
  address: string | null;
  location_id: number | null;
  search_text: string;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface McnServicePkgsTable {
  id: Generated<number>;
  code: string;
  name: string;
  months: number;
  services_count: number;
  price: number;
  description: string | null;
  status: 'active' | 'inactive';
}

export interface VehiclesTable {
  id: Generated<number>;
  code: string;
  type: number;
  number_plate: string | null;
  frame_number: string;
  engine_number: string | null;
  brand_id: number;
  model_id: number;
  detail_model_id: number | null;
  color: string | null;
  release_year: string | null;
  odometer_km: number | null;
  customer_id: number | null;
  station_id: number | null;
  product_id: number | null;
  warranty_start: string | null;
  warranty_end: string | null;
  package_id: number | null;
  package_started_at: string | null;
  package_ends_at: string | null;
  search_text: string;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface McnServicesTable {
  id: Generated<number>;
  vehicle_id: number;
  type: number;
  sequence: number;
  package_id: number | null;
  status: 'scheduled' | 'done' | 'cancelled';
  due_date: string | null;
  station_id: number | null;
  technician_id: number | null;
  odometer_km: number | null;
  serviced_at: Time | null;
  work_done: string | null;
  note: string | null;
  cost: number;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface VehicleHistoriesTable {
  id: Generated<number>;
  vehicle_id: number;
  action: string;
  description: string;
  user_id: number | null;
  created_at: Time;
}

export interface ServiceOrdersTable {
  id: Generated<number>;
  code: string;
  station_id: number;
  kind: string;
  status: string;
  customer_id: number | null;
  vehicle_id: number | null;
  product_id: number | null;
  items_json: string;
  amount: number;
  scheduled_at: Time | null;
  note: string | null;
  created_by: number | null;
  search_text: string;
  created_at: Time;
  updated_at: Time;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

/** SQLite only: the FTS5 index of products.search_text (rowid = products.id). */
export interface ProductsFtsTable {
  rowid: number;
  search_text: string;
}

export interface MarketplaceTables {
  brands: BrandsTable;
  models: ModelsTable;
  model_details: ModelDetailsTable;
  model_specs: ModelSpecsTable;
  model_spec_details: ModelSpecDetailsTable;
  model_detail_specs: ModelDetailSpecsTable;
  stores: StoresTable;
  products: ProductsTable;
  products_fts: ProductsFtsTable;
  product_images: ProductImagesTable;
  product_counts: ProductCountsTable;
  product_inspections: ProductInspectionsTable;
  customers: CustomersTable;
  mcn_service_pkgs: McnServicePkgsTable;
  vehicles: VehiclesTable;
  mcn_services: McnServicesTable;
  vehicle_histories: VehicleHistoriesTable;
  service_orders: ServiceOrdersTable;
}
