import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import { columnKit, createIndex, createLowerUnique, dropTables } from '@admin/server-kit/migration-kit';
import type { DialectName } from '../database.ts';

/** The name the databases record for this migration, from before the file was named for its tables. */
export const RECORDED_NAME = '0002-content';

/**
 * Content and marketing: news and their categories and comments, pages with their banners and
 * pop-ups, events, FAQs in two levels of categories, partners, leads, reviews. Every list filter and
 * sort has an index ending in `id`, so a page is read in index order.
 */
export function migration(dialect: DialectName): Migration {
  const kit = columnKit(dialect);
  const { time, withId } = kit;
  /** The search text, then `created_at` and `updated_at`. */
  const stamps = <T extends string>(table: CreateTableBuilder<T, never>) =>
    kit.stamps(table.addColumn('search_text', 'varchar(1000)', (c) => c.notNull().defaultTo('')));

  return {
    async up(db: Kysely<unknown>) {
      const index = (table: string, columns: string[], name = `${table}_${columns[0]}_index`) =>
        createIndex(db, name, table, columns);
      const unique = (table: string, column: string) =>
        createIndex(db, `${table}_${column}_unique`, table, [column], { unique: true });

      await stamps(
        withId(db.schema.createTable('news_categories'))
          .addColumn('name', 'varchar(100)', (c) => c.notNull())
          .addColumn('slug', 'varchar(160)', (c) => c.notNull())
          .addColumn('description', 'varchar(500)')
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();
      await unique('news_categories', 'slug');
      await index('news_categories', ['sort', 'id']);

      await stamps(
        withId(db.schema.createTable('news'))
          .addColumn('category_id', 'integer', (c) => c.references('news_categories.id').onDelete('restrict'))
          .addColumn('title', 'varchar(255)', (c) => c.notNull())
          .addColumn('slug', 'varchar(160)', (c) => c.notNull())
          .addColumn('summary', 'varchar(500)')
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('thumbnail', 'varchar(500)')
          .addColumn('status', 'varchar(20)', (c) => c.notNull())
          .addColumn('published_at', time)
          .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null')),
      ).execute();
      await unique('news', 'slug');
      await index('news', ['status', 'id']);
      await index('news', ['category_id', 'id']);
      await index('news', ['author_id', 'id']);
      await index('news', ['published_at', 'id']);
      await index('news', ['created_at', 'id']);
      await index('news', ['updated_at', 'id']);
      await index('news', ['title', 'id']);

      await stamps(
        withId(db.schema.createTable('news_comments'))
          .addColumn('news_id', 'integer', (c) => c.notNull().references('news.id').onDelete('cascade'))
          .addColumn('parent_id', 'integer', (c) => c.references('news_comments.id').onDelete('cascade'))
          .addColumn('author_name', 'varchar(100)', (c) => c.notNull())
          .addColumn('author_email', 'varchar(255)')
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('status', 'varchar(20)', (c) => c.notNull())
          .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('moderated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('moderated_at', time),
      ).execute();
      await index('news_comments', ['status', 'id']);
      await index('news_comments', ['news_id', 'id']);
      await index('news_comments', ['parent_id', 'id']);

      await stamps(
        withId(db.schema.createTable('pages'))
          .addColumn('title', 'varchar(255)', (c) => c.notNull())
          .addColumn('slug', 'varchar(160)', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('seo_title', 'varchar(255)')
          .addColumn('seo_description', 'varchar(500)')
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();
      await unique('pages', 'slug');
      await index('pages', ['status', 'id']);
      await index('pages', ['title', 'id']);

      await stamps(
        withId(db.schema.createTable('banners'))
          .addColumn('title', 'varchar(255)', (c) => c.notNull())
          .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
          .addColumn('link', 'varchar(500)')
          .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('restrict'))
          .addColumn('position', 'varchar(20)', (c) => c.notNull())
          .addColumn('platform', 'varchar(100)', (c) => c.notNull())
          .addColumn('start_time', time)
          .addColumn('end_time', time)
          .addColumn('is_limited', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('thumbnail', 'varchar(1000)')
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();
      await index('banners', ['sort', 'id']);
      await index('banners', ['page_id', 'position', 'sort', 'id']);
      await index('banners', ['status', 'sort', 'id']);

      await stamps(
        withId(db.schema.createTable('popups'))
          .addColumn('title', 'varchar(255)', (c) => c.notNull())
          .addColumn('content', 'varchar(1000)')
          .addColumn('link', 'varchar(500)')
          .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('restrict'))
          .addColumn('platform', 'varchar(100)', (c) => c.notNull())
          .addColumn('frequency', 'varchar(20)', (c) => c.notNull())
          .addColumn('image', 'varchar(1000)')
          .addColumn('start_time', time)
          .addColumn('end_time', time)
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();
      await index('popups', ['page_id', 'id']);
      await index('popups', ['status', 'id']);

      await stamps(
        withId(db.schema.createTable('events'))
          .addColumn('title', 'varchar(255)', (c) => c.notNull())
          .addColumn('slug', 'varchar(160)', (c) => c.notNull())
          .addColumn('seo_title', 'varchar(255)')
          .addColumn('seo_description', 'varchar(500)')
          .addColumn('summary', 'varchar(500)')
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('image', 'varchar(1000)')
          .addColumn('location', 'varchar(255)')
          .addColumn('start_time', time)
          .addColumn('end_time', time)
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();
      await unique('events', 'slug');
      await index('events', ['status', 'id']);
      await index('events', ['start_time', 'id']);
      await index('events', ['end_time', 'id']);
      await index('events', ['created_at', 'id']);
      await index('events', ['title', 'id']);

      await stamps(
        withId(db.schema.createTable('faq_categories'))
          .addColumn('name', 'varchar(150)', (c) => c.notNull())
          .addColumn('slug', 'varchar(160)', (c) => c.notNull())
          .addColumn('description', 'varchar(500)')
          .addColumn('level', 'integer', (c) => c.notNull())
          .addColumn('parent_id', 'integer', (c) => c.references('faq_categories.id').onDelete('restrict'))
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();
      await unique('faq_categories', 'slug');
      await index('faq_categories', ['level', 'sort', 'id']);
      await index('faq_categories', ['parent_id', 'sort', 'id']);
      await index('faq_categories', ['sort', 'id']);

      await stamps(
        withId(db.schema.createTable('faqs'))
          .addColumn('question', 'varchar(500)', (c) => c.notNull())
          .addColumn('answer', 'text', (c) => c.notNull())
          .addColumn('category_id', 'integer', (c) => c.notNull().references('faq_categories.id').onDelete('restrict'))
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();
      await index('faqs', ['category_id', 'sort', 'id']);
      await index('faqs', ['sort', 'id']);
      await index('faqs', ['status', 'sort', 'id']);

      await stamps(
        withId(db.schema.createTable('partners'))
          .addColumn('name', 'varchar(150)', (c) => c.notNull())
          .addColumn('type', 'varchar(20)', (c) => c.notNull())
          .addColumn('logo', 'varchar(1000)')
          .addColumn('website', 'varchar(500)')
          .addColumn('hotline', 'varchar(20)')
          .addColumn('email', 'varchar(255)')
          .addColumn('description', 'varchar(1000)')
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();
      await createLowerUnique(db, 'partners', 'name');
      await index('partners', ['sort', 'id']);
      await index('partners', ['type', 'sort', 'id']);

      await stamps(
        withId(db.schema.createTable('leads'))
          .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
          .addColumn('phone', 'varchar(20)', (c) => c.notNull())
          .addColumn('email', 'varchar(255)')
          .addColumn('source', 'varchar(20)', (c) => c.notNull())
          .addColumn('partner_id', 'integer', (c) => c.references('partners.id').onDelete('restrict'))
          .addColumn('product_id', 'integer')
          .addColumn('product_name', 'varchar(255)')
          .addColumn('location_id', 'integer', (c) => c.references('locations.id').onDelete('set null'))
          .addColumn('message', 'varchar(2000)')
          .addColumn('status', 'varchar(20)', (c) => c.notNull())
          .addColumn('status_note', 'varchar(500)')
          .addColumn('status_updated_at', time)
          .addColumn('status_updated_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
      ).execute();
      await index('leads', ['status', 'id']);
      await index('leads', ['source', 'id']);
      await index('leads', ['partner_id', 'id']);
      await index('leads', ['created_at', 'id']);
      await index('leads', ['status_updated_at', 'id']);
      await index('leads', ['full_name', 'id']);
      await index('leads', ['phone']);

      await stamps(
        withId(db.schema.createTable('reviews'))
          .addColumn('target_type', 'varchar(20)', (c) => c.notNull())
          .addColumn('target_id', 'integer', (c) => c.notNull())
          .addColumn('target_name', 'varchar(255)', (c) => c.notNull())
          .addColumn('reviewer_name', 'varchar(100)', (c) => c.notNull())
          .addColumn('reviewer_phone', 'varchar(20)')
          .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
          .addColumn('content', 'varchar(2000)', (c) => c.notNull())
          .addColumn('status', 'varchar(20)', (c) => c.notNull())
          .addColumn('moderation_note', 'varchar(500)')
          .addColumn('moderated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('moderated_at', time),
      ).execute();
      await index('reviews', ['status', 'id']);
      await index('reviews', ['target_type', 'target_id', 'id']);
      await index('reviews', ['rating', 'id']);
      await index('reviews', ['created_at', 'id']);
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, [
        'reviews',
        'leads',
        'partners',
        'faqs',
        'faq_categories',
        'events',
        'popups',
        'banners',
        'pages',
        'news_comments',
        'news',
        'news_categories',
      ]);
    },
  };
}
