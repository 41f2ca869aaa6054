import { searchText } from '../../search.ts';
import { POPUPS } from '../content-data.ts';
import { type ContentSeed, COLOURS, day, seedImage } from './shared.ts';

/** Pop-ups on the pages, with their pictures. */
export const seedPopups: ContentSeed = async (trx, { uploadsDir }) => {
  const images = await Promise.all(
    POPUPS.map((_, i) => seedImage(uploadsDir, 'popups', `demo-popup-${i + 1}`, [600, 600], COLOURS[(i + 2) % 6])),
  );
  const pageIds = (await trx.selectFrom('pages').select('id').orderBy('id').execute()).map((p) => p.id);
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
        image: images[i],
        start_time: i === 4 ? day(-30) : null,
        end_time: i === 4 ? day(-1) : null,
        status,
        search_text: searchText(title, content),
        created_at: day(8 + i),
        updated_at: day(8 + i),
      })),
    )
    .execute();
};
