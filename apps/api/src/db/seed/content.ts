import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { StoredImage } from '../../lib/images.ts';
import type { DB } from '../schema.ts';
import { searchText } from '../search.ts';
import {
  BANNERS,
  COMMENT_AUTHORS,
  COMMENT_TEXTS,
  EVENTS,
  FAQ_TREE,
  LEAD_FAMILY,
  LEAD_GIVEN,
  LEAD_MESSAGES,
  LEAD_PRODUCTS,
  LEAD_PROVINCES,
  NEWS,
  NEWS_CATEGORIES,
  NEWS_PARAGRAPHS,
  PAGES,
  PARTNERS,
  POPUPS,
  REVIEW_STORES,
  REVIEW_TEXTS,
  STAFF_REPLIES,
} from './content-data.ts';

/** Content is dated from here (like the demo users), so every run writes the same rows. */
const EPOCH = Date.UTC(2024, 0, 15, 2, 0, 0);
const day = (days: number, hours = 0) => new Date(EPOCH + days * 86_400_000 + hours * 3_600_000).toISOString();
/** Limited banners of the demo that are "current" stay so for years; "past" ones ended long ago. */
const WINDOWS = {
  always: { is_limited: 0, start_time: null, end_time: null },
  current: { is_limited: 1, start_time: day(0), end_time: '2030-12-31T16:59:59.000Z' },
  past: { is_limited: 1, start_time: day(-30), end_time: day(-1) },
} as const;

const COLOURS = ['#c62828', '#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f'];

/** Encoded demo pictures, made once per process: a gradient with circles, no text (no fonts needed). */
const pictureCache = new Map<string, Promise<{ original: Buffer; medium: Buffer; small: Buffer }>>();
function picture(width: number, height: number, colour: string) {
  const key = `${width}x${height}${colour}`;
  let made = pictureCache.get(key);
  if (!made) {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/>` +
        `<stop offset="1" stop-color="#fafafa"/></linearGradient></defs>` +
        `<rect width="100%" height="100%" fill="url(#g)"/>` +
        `<circle cx="${width * 0.78}" cy="${height * 0.5}" r="${height * 0.32}" fill="#ffffff" fill-opacity="0.35"/>` +
        `<circle cx="${width * 0.18}" cy="${height * 0.7}" r="${height * 0.18}" fill="#ffffff" fill-opacity="0.25"/></svg>`,
    );
    made = (async () => {
      const original = await sharp(svg).png({ compressionLevel: 9 }).toBuffer();
      const variant = (size: number) =>
        sharp(original).resize(size, size, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
      return { original, medium: await variant(256), small: await variant(64) };
    })();
    pictureCache.set(key, made);
  }
  return made;
}

/** Writes a demo picture under uploads/folder like an upload would (same variants), or nothing without a folder. */
async function seedImage(
  uploadsDir: string | undefined,
  folder: string,
  name: string,
  size: [number, number],
  colour: string,
): Promise<string | null> {
  if (!uploadsDir) return null;
  const bytes = await picture(size[0], size[1], colour);
  const dir = path.join(uploadsDir, folder);
  await fs.mkdir(dir, { recursive: true });
  const stored: StoredImage = {
    original: `${folder}/${name}.png`,
    medium: `${folder}/${name}-medium.webp`,
    small: `${folder}/${name}-small.webp`,
  };
  await Promise.all([
    fs.writeFile(path.join(uploadsDir, stored.original), bytes.original),
    fs.writeFile(path.join(uploadsDir, stored.medium), bytes.medium),
    fs.writeFile(path.join(uploadsDir, stored.small), bytes.small),
  ]);
  return JSON.stringify(stored);
}

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150);

/**
 * Demo content for every screen of the area: only into a database whose content tables are empty,
 * so an existing database keeps what its staff wrote. Pictures go to `uploadsDir` when given.
 */
export async function seedContent(db: Kysely<DB>, uploadsDir?: string): Promise<void> {
  const existing = await db.selectFrom('pages').select('id').limit(1).executeTakeFirst();
  const news = await db.selectFrom('news').select('id').limit(1).executeTakeFirst();
  if (existing || news) return;

  const images = {
    banners: await Promise.all(
      BANNERS.map((_, i) => seedImage(uploadsDir, 'banners', `demo-banner-${i + 1}`, [1200, 400], COLOURS[i % 6])),
    ),
    popups: await Promise.all(
      POPUPS.map((_, i) => seedImage(uploadsDir, 'popups', `demo-popup-${i + 1}`, [600, 600], COLOURS[(i + 2) % 6])),
    ),
    events: await Promise.all(
      EVENTS.map((_, i) => seedImage(uploadsDir, 'events', `demo-event-${i + 1}`, [1200, 630], COLOURS[(i + 4) % 6])),
    ),
    partners: await Promise.all(
      PARTNERS.map((_, i) => seedImage(uploadsDir, 'partners', `demo-partner-${i + 1}`, [400, 400], COLOURS[i % 6])),
    ),
  };

  await db.transaction().execute(async (trx) => {
    const users = new Map(
      (
        await trx
          .selectFrom('users')
          .select(['id', 'username', 'full_name', 'email'])
          .where('username', 'in', ['admin', 'editor', 'news'])
          .execute()
      ).map((u) => [u.username, u]),
    );
    const editor = users.get('editor') ?? users.get('admin') ?? null;
    const writer = users.get('news') ?? editor;

    const categoryIds = [];
    for (const [i, c] of NEWS_CATEGORIES.entries()) {
      const { id } = await trx
        .insertInto('news_categories')
        .values({
          name: c.name,
          slug: c.slug,
          description: c.description,
          status: 'status' in c ? c.status : 1,
          sort: i + 1,
          search_text: searchText(c.name, c.slug),
          created_at: day(i),
          updated_at: day(i),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.push(id);
    }

    const newsIds: number[] = [];
    for (const [i, [category, title, summary, status]] of NEWS.entries()) {
      const slug = slugOf(title);
      const paragraphs = [summary, NEWS_PARAGRAPHS[i % 4], NEWS_PARAGRAPHS[(i + 1) % 4]];
      const content =
        `<h2>${title}</h2>` +
        paragraphs.map((p) => `<p>${p}</p>`).join('') +
        `<p>Xem thêm tại <a href="/tin-tuc">chuyên mục Tin tức</a>.</p>`;
      const created = day(10 + i, 3);
      const { id } = await trx
        .insertInto('news')
        .values({
          category_id: categoryIds[category],
          title,
          slug,
          summary,
          content,
          thumbnail: null,
          status,
          published_at: status === 'draft' ? null : day(10 + i, 4),
          author_id: (i % 3 === 0 ? writer : editor)?.id ?? null,
          search_text: searchText(title, summary, slug),
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      newsIds.push(id);
    }

    // Readers' comments on the published articles: most approved, some waiting, some spam.
    const published = newsIds.filter((_, i) => NEWS[i][3] === 'published');
    const statuses = [
      'approved',
      'approved',
      'pending',
      'approved',
      'spam',
      'pending',
      'rejected',
      'approved',
    ] as const;
    for (let i = 0; i < 36; i++) {
      const newsId = published[i % published.length];
      const author = COMMENT_AUTHORS[i % COMMENT_AUTHORS.length];
      const content = COMMENT_TEXTS[i % COMMENT_TEXTS.length];
      const status = statuses[i % statuses.length];
      const created = day(40 + Math.floor(i / 2), i % 12);
      const { id } = await trx
        .insertInto('news_comments')
        .values({
          news_id: newsId,
          parent_id: null,
          author_name: author,
          author_email: i % 3 === 0 ? `${slugOf(author).replace(/-/g, '.')}@gmail.com` : null,
          content,
          status,
          user_id: null,
          moderated_by: status === 'pending' ? null : (editor?.id ?? null),
          moderated_at: status === 'pending' ? null : day(41 + Math.floor(i / 2)),
          search_text: searchText(author, content),
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (editor && i % 9 === 1) {
        const reply = STAFF_REPLIES[i % STAFF_REPLIES.length];
        const name = editor.full_name ?? editor.username;
        await trx
          .insertInto('news_comments')
          .values({
            news_id: newsId,
            parent_id: id,
            author_name: name,
            author_email: editor.email,
            content: reply,
            status: 'approved',
            user_id: editor.id,
            moderated_by: editor.id,
            moderated_at: day(41 + Math.floor(i / 2)),
            search_text: searchText(name, reply),
            created_at: day(41 + Math.floor(i / 2)),
            updated_at: day(41 + Math.floor(i / 2)),
          })
          .execute();
      }
    }

    const pageIds: number[] = [];
    for (const [i, p] of PAGES.entries()) {
      const { id } = await trx
        .insertInto('pages')
        .values({
          title: p.title,
          slug: p.slug,
          content: `<p>${p.seo}.</p>`,
          seo_title: p.seo,
          seo_description: `${p.seo} trên Chợ Xe.`,
          status: 'status' in p ? p.status : 1,
          search_text: searchText(p.title, p.slug),
          created_at: day(i),
          updated_at: day(i),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      pageIds.push(id);
    }

    await trx
      .insertInto('banners')
      .values(
        BANNERS.map(([page, title, description, link, position, platform, window, status], i) => ({
          title,
          description,
          link,
          page_id: pageIds[page],
          position,
          platform: JSON.stringify(platform),
          ...WINDOWS[window],
          thumbnail: images.banners[i],
          status,
          sort: i + 1,
          search_text: searchText(title, description),
          created_at: day(5 + i),
          updated_at: day(5 + i),
        })),
      )
      .execute();

    await trx
      .insertInto('popups')
      .values(
        POPUPS.map(([page, title, content, link, frequency, platform, status], i) => ({
          title,
          content,
          link,
          page_id: pageIds[page],
          platform: JSON.stringify(platform),
          frequency,
          image: images.popups[i],
          start_time: i === 4 ? day(-30) : null,
          end_time: i === 4 ? day(-1) : null,
          status,
          search_text: searchText(title, content),
          created_at: day(8 + i),
          updated_at: day(8 + i),
        })),
      )
      .execute();

    await trx
      .insertInto('events')
      .values(
        EVENTS.map(([title, seoTitle, summary, location, start, length, status], i) => {
          const slug = slugOf(seoTitle ?? title);
          return {
            title,
            slug,
            seo_title: seoTitle,
            seo_description: summary,
            summary,
            content: `<p>${summary}.</p><p>Địa điểm: <strong>${location}</strong>.</p>`,
            image: images.events[i],
            location,
            start_time: day(start, 1),
            end_time: day(start + length, 10),
            status,
            search_text: searchText(title, seoTitle, location),
            created_at: day(start - 20),
            updated_at: day(start - 20),
          };
        }),
      )
      .execute();

    let faqSort = 0;
    for (const [i, top] of FAQ_TREE.entries()) {
      const { id: parentId } = await trx
        .insertInto('faq_categories')
        .values({
          name: top.name,
          slug: top.slug,
          description: null,
          level: 1,
          parent_id: null,
          sort: i + 1,
          status: 1,
          search_text: searchText(top.name, top.slug),
          created_at: day(i),
          updated_at: day(i),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [j, child] of top.children.entries()) {
        const { id: childId } = await trx
          .insertInto('faq_categories')
          .values({
            name: child.name,
            slug: child.slug,
            description: null,
            level: 2,
            parent_id: parentId,
            sort: j + 1,
            status: 1,
            search_text: searchText(child.name, child.slug),
            created_at: day(i, j + 1),
            updated_at: day(i, j + 1),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('faqs')
          .values(
            child.faqs.map(([question, answer], k) => ({
              question,
              answer: answer.startsWith('<') ? answer : `<p>${answer}</p>`,
              category_id: childId,
              sort: ++faqSort,
              status: (faqSort % 11 === 0 ? 0 : 1) as number,
              search_text: searchText(question),
              created_at: day(i, j + k + 2),
              updated_at: day(i, j + k + 2),
            })),
          )
          .execute();
      }
    }

    const partnerIds: number[] = [];
    for (const [i, [name, type, website, hotline, description, active]] of PARTNERS.entries()) {
      const email = `hoptac@${new URL(website).hostname.replace(/^www\./, '')}`;
      const { id } = await trx
        .insertInto('partners')
        .values({
          name,
          type,
          logo: images.partners[i],
          website,
          hotline,
          email,
          description,
          active,
          sort: i + 1,
          search_text: searchText(name, email, hotline),
          created_at: day(i),
          updated_at: day(i),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      partnerIds.push(id);
    }
    const finance = partnerIds.filter((_, i) => PARTNERS[i][1] !== 'insurance' && PARTNERS[i][5] === 1);
    const insurers = partnerIds.filter((_, i) => PARTNERS[i][1] === 'insurance');

    const leadStatuses = ['new', 'new', 'contacted', 'qualified', 'new', 'converted', 'lost', 'contacted'] as const;
    const sources = ['finance', 'finance', 'product', 'insurance', 'test_drive', 'contact'] as const;
    await trx
      .insertInto('leads')
      .values(
        Array.from({ length: 40 }, (_, i) => {
          const fullName = `${LEAD_FAMILY[(i * 5) % LEAD_FAMILY.length]} ${LEAD_GIVEN[(i * 3) % LEAD_GIVEN.length]}`;
          const phone = `09${String(10_000_000 + ((i * 4_567_891) % 89_999_999)).slice(0, 8)}`;
          const source = sources[i % sources.length];
          const product = source === 'product' || source === 'finance' || source === 'test_drive';
          const [productId, productName] = LEAD_PRODUCTS[i % LEAD_PRODUCTS.length];
          const status = leadStatuses[i % leadStatuses.length];
          const created = day(60 + Math.floor(i / 3), (i * 5) % 14);
          const partnerId =
            source === 'finance'
              ? finance[i % finance.length]
              : source === 'insurance'
                ? insurers[i % insurers.length]
                : null;
          return {
            full_name: fullName,
            phone,
            email: i % 4 === 0 ? `khach${i + 1}@gmail.com` : null,
            source,
            partner_id: partnerId,
            product_id: product ? productId : null,
            product_name: product ? productName : null,
            location_id: LEAD_PROVINCES[i % LEAD_PROVINCES.length],
            message: LEAD_MESSAGES[i % LEAD_MESSAGES.length],
            status,
            status_note: status === 'new' ? null : status === 'lost' ? 'Khách không còn nhu cầu' : 'Đã gọi tư vấn',
            status_updated_at: status === 'new' ? null : day(61 + Math.floor(i / 3)),
            status_updated_by: status === 'new' ? null : (editor?.id ?? null),
            search_text: searchText(fullName, phone),
            created_at: created,
            updated_at: created,
          };
        }),
      )
      .execute();

    const reviewStatuses = ['published', 'pending', 'published', 'hidden', 'published', 'pending'] as const;
    await trx
      .insertInto('reviews')
      .values(
        Array.from({ length: 30 }, (_, i) => {
          const store = i % 2 === 0;
          const [targetId, targetName] = store
            ? REVIEW_STORES[i % REVIEW_STORES.length]
            : LEAD_PRODUCTS[i % LEAD_PRODUCTS.length];
          const [rating, content] = REVIEW_TEXTS[i % REVIEW_TEXTS.length];
          const reviewer = COMMENT_AUTHORS[(i * 3) % COMMENT_AUTHORS.length];
          const status = rating <= 1 && i % 3 === 0 ? 'hidden' : reviewStatuses[i % reviewStatuses.length];
          const created = day(50 + i, i % 10);
          return {
            target_type: store ? ('store' as const) : ('product' as const),
            target_id: targetId,
            target_name: targetName,
            reviewer_name: reviewer,
            reviewer_phone: `03${String(20_000_000 + i * 731_337).slice(0, 8)}`,
            rating,
            content,
            status,
            moderation_note: status === 'hidden' ? 'Nội dung chưa được xác minh' : null,
            moderated_by: status === 'pending' ? null : (editor?.id ?? null),
            moderated_at: status === 'pending' ? null : day(51 + i),
            search_text: searchText(reviewer, targetName, content),
            created_at: created,
            updated_at: created,
          };
        }),
      )
      .execute();
  });
}
