import { searchText } from '../../db/search.ts';
import { type AreaSeed, COLOURS, day, seedImage } from './shared.ts';

/** [name, type, website, hotline, description, active] */
export const PARTNERS: readonly [string, string, string, string, string, number][] = [
  [
    'VPBank',
    'bank',
    'https://www.vpbank.com.vn',
    '1900545415',
    'Ngân hàng TMCP Việt Nam Thịnh Vượng: vay mua xe lãi suất ưu đãi.',
    1,
  ],
  [
    'HD Saison',
    'finance',
    'https://www.hdsaison.com.vn',
    '1900558854',
    'Công ty tài chính: trả góp xe máy duyệt nhanh.',
    1,
  ],
  [
    'FE Credit',
    'finance',
    'https://fecredit.com.vn',
    '02838333888',
    'Công ty tài chính tiêu dùng: vay mua xe không cần chứng minh thu nhập.',
    1,
  ],
  ['Home Credit', 'finance', 'https://www.homecredit.vn', '19006612', 'Trả góp xe máy với lãi suất từ 0%.', 1],
  ['TPBank', 'bank', 'https://tpb.vn', '1900585885', 'Ngân hàng TMCP Tiên Phong.', 0],
  [
    'Bảo Việt',
    'insurance',
    'https://www.baoviet.com.vn',
    '1900558899',
    'Bảo hiểm trách nhiệm dân sự và vật chất xe máy.',
    1,
  ],
  ['PVI', 'insurance', 'https://www.pvi.com.vn', '1900545458', 'Bảo hiểm xe máy trực tuyến.', 1],
  ['Techcombank', 'bank', 'https://techcombank.com', '1800588822', 'Ngân hàng TMCP Kỹ Thương Việt Nam.', 1],
];

/** Partners (banks, finance companies, insurers), with their logos. */
export const seed: AreaSeed = async (trx, { uploadsDir }) => {
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
