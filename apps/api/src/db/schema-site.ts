import type { Generated } from 'kysely';

/** Times are ISO-8601 UTC strings on both dialects. */
type Time = string;

/** An uploaded picture: JSON of the stored paths `{original, medium, small}` (lib/images.ts). */
type StoredImageJson = string;

/** The columns every content row ends with: the text its list searches, and when it was made and changed. */
interface SearchedRow {
  search_text: string;
  created_at: Time;
  updated_at: Time;
}

/** Tables of the content and marketing area (migration 0002-site). */
export interface NewsCategoriesTable extends SearchedRow {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  status: number;
  sort: number;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface NewsTable extends SearchedRow {
  id: Generated<number>;
  category_id: number | null;
  title: string;
  slug: string;
  summary: string | null;
  content: string;
  thumbnail: string | null;
  status: 'draft' | 'published' | 'hidden';
  published_at: Time | null;
  author_id: number | null;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface NewsCommentsTable extends SearchedRow {
  id: Generated<number>;
  news_id: number;
  parent_id: number | null;
  author_name: string;
  author_email: string | null;
  content: string;
  status: 'pending' | 'approved' | 'rejected' | 'spam';
  /** The staff member who wrote a reply; null for readers' comments. */
  user_id: number | null;
  moderated_by: number | null;
  moderated_at: Time | null;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface PagesTable extends SearchedRow {
  id: Generated<number>;
  title: string;
  slug: string;
  content: string;
  seo_title: string | null;
  seo_description: string | null;
  status: number;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface BannersTable extends SearchedRow {
  id: Generated<number>;
  title: string;
  description: string;
  link: string | null;
  page_id: number;
  position: string;
  /** JSON array of platforms. */
  platform: string;
  start_time: Time | null;
  end_time: Time | null;
  is_limited: number;
  thumbnail: StoredImageJson | null;
  status: number;
  sort: number;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface PopupsTable extends SearchedRow {
  id: Generated<number>;
  title: string;
  content: string | null;
  link: string | null;
  page_id: number;
  platform: string;
  frequency: string;
  image: StoredImageJson | null;
  start_time: Time | null;
  end_time: Time | null;
  status: number;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface EventsTable extends SearchedRow {
  id: Generated<number>;
  title: string;
  slug: string;
  seo_title: string | null;
  seo_description: string | null;
  summary: string | null;
  content: string;
  image: StoredImageJson | null;
  location: string | null;
  start_time: Time | null;
  end_time: Time | null;
  status: number;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface FaqCategoriesTable extends SearchedRow {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  level: number;
  parent_id: number | null;
  sort: number;
  status: number;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface FaqsTable extends SearchedRow {
  id: Generated<number>;
  question: string;
  answer: string;
  category_id: number;
  sort: number;
  status: number;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface PartnersTable extends SearchedRow {
  id: Generated<number>;
  name: string;
  type: string;
  logo: StoredImageJson | null;
  website: string | null;
  hotline: string | null;
  email: string | null;
  description: string | null;
  active: number;
  sort: number;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface LeadsTable extends SearchedRow {
  id: Generated<number>;
  full_name: string;
  phone: string;
  email: string | null;
  source: string;
  partner_id: number | null;
  /** The catalogue's product: a plain id (no foreign key) and its name when the lead came in. */
  product_id: number | null;
  product_name: string | null;
  location_id: number | null;
  message: string | null;
  status: 'new' | 'contacted' | 'qualified' | 'converted' | 'lost';
  status_note: string | null;
  status_updated_at: Time | null;
  status_updated_by: number | null;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface ReviewsTable extends SearchedRow {
  id: Generated<number>;
  target_type: 'store' | 'product';
  /** The catalogue's store or product: a plain id (no foreign key) and its name when reviewed. */
  target_id: number;
  target_name: string;
  reviewer_name: string;
  reviewer_phone: string | null;
  rating: number;
  content: string;
  status: 'pending' | 'published' | 'hidden';
  moderation_note: string | null;
  moderated_by: number | null;
  moderated_at: Time | null;
  /** Raised by every audited change of the row (lib/audit-log.ts): what a write is conditional on. */
  row_version: Generated<number>;
}

export interface SiteTables {
  news_categories: NewsCategoriesTable;
  news: NewsTable;
  news_comments: NewsCommentsTable;
  pages: PagesTable;
  banners: BannersTable;
  popups: PopupsTable;
  events: EventsTable;
  faq_categories: FaqCategoriesTable;
  faqs: FaqsTable;
  partners: PartnersTable;
  leads: LeadsTable;
  reviews: ReviewsTable;
}
