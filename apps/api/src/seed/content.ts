import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { seedBanners } from './content/banners.ts';
import { seedNewsCategories } from './content/categories.ts';
import { seedComments } from './content/comments.ts';
import { seedEvents } from './content/events.ts';
import { seedFaqCategories } from './content/faq-categories.ts';
import { seedFaqs } from './content/faqs.ts';
import { seedLeads } from './content/leads.ts';
import { seedNews } from './content/news.ts';
import { seedPages } from './content/pages.ts';
import { seedPartners } from './content/partners.ts';
import { seedPopups } from './content/popups.ts';
import { seedReviews } from './content/reviews.ts';
import { type ContentSeed, demoStaff } from './content/shared.ts';

/** Each content area's demo rows (one file per area in content/), in the order they are written: an area after those it points to. */
const CONTENT_SEEDS: ContentSeed[] = [
  seedNewsCategories,
  seedNews,
  seedComments,
  seedPages,
  seedBanners,
  seedPopups,
  seedEvents,
  seedFaqCategories,
  seedFaqs,
  seedPartners,
  seedLeads,
  seedReviews,
];

/**
 * Demo content for every screen of the area: only into a database whose content tables are empty,
 * so an existing database keeps what its staff wrote. Pictures go to `uploadsDir` when given.
 */
export async function seedContent(db: Kysely<DB>, uploadsDir?: string): Promise<void> {
  const existing = await db.selectFrom('pages').select('id').limit(1).executeTakeFirst();
  const news = await db.selectFrom('news').select('id').limit(1).executeTakeFirst();
  if (existing || news) return;
  const staff = await demoStaff(db);
  await db.transaction().execute(async (trx) => {
    for (const seed of CONTENT_SEEDS) await seed(trx, { ...staff, uploadsDir });
  });
}
