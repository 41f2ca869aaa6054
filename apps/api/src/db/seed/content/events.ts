import { searchText } from '../../search.ts';
import { EVENTS } from '../content-data.ts';
import { type ContentSeed, COLOURS, day, seedImage, slugOf } from './shared.ts';

/** Events, with their pictures. */
export const seedEvents: ContentSeed = async (trx, { uploadsDir }) => {
  const images = await Promise.all(
    EVENTS.map((_, i) => seedImage(uploadsDir, 'events', `demo-event-${i + 1}`, [1200, 630], COLOURS[(i + 4) % 6])),
  );
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
          image: images[i],
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
};
