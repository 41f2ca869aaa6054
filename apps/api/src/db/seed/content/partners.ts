import { searchText } from '../../search.ts';
import { PARTNERS } from '../content-data.ts';
import { type ContentSeed, COLOURS, day, seedImage } from './shared.ts';

/** Partners (banks, finance companies, insurers), with their logos. */
export const seedPartners: ContentSeed = async (trx, { uploadsDir }) => {
  const images = await Promise.all(
    PARTNERS.map((_, i) => seedImage(uploadsDir, 'partners', `demo-partner-${i + 1}`, [400, 400], COLOURS[i % 6])),
  );
  for (const [i, [name, type, website, hotline, description, active]] of PARTNERS.entries()) {
    const email = `hoptac@${new URL(website).hostname.replace(/^www\./, '')}`;
    await trx
      .insertInto('partners')
      .values({
        name,
        type,
        logo: images[i],
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
      .execute();
  }
};
