import { searchText } from '../../search.ts';
import { BANNERS } from '../content-data.ts';
import { type ContentSeed, COLOURS, WINDOWS, day, seedImage } from './shared.ts';

/** Banners on the pages, with their pictures. */
export const seedBanners: ContentSeed = async (trx, { uploadsDir }) => {
  const images = await Promise.all(
    BANNERS.map((_, i) => seedImage(uploadsDir, 'banners', `demo-banner-${i + 1}`, [1200, 400], COLOURS[i % 6])),
  );
  const pageIds = (await trx.selectFrom('pages').select('id').orderBy('id').execute()).map((p) => p.id);
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
        thumbnail: images[i],
        status,
        sort: i + 1,
        search_text: searchText(title, description),
        created_at: day(5 + i),
        updated_at: day(5 + i),
      })),
    )
    .execute();
};
