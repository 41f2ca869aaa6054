import { searchText } from '../../db/search.ts';
import { type AreaSeed, COLOURS, WINDOWS, day, seedImage } from './shared.ts';

/** What most demo banners are: on every platform, always shown, published. */
const BANNER_DEFAULTS = {
  platforms: ['web', 'android', 'ios'],
  window: 'always' as 'always' | 'current' | 'past',
  status: 1,
};

/** [page index, title, description, link, position, what differs from BANNER_DEFAULTS] */
export const BANNERS: readonly [number, string, string, string | null, string, Partial<typeof BANNER_DEFAULTS>?][] = [
  [0, 'Mua xe cũ đã kiểm định 150 hạng mục', 'Yên tâm chất lượng, bảo hành 6 tháng', '/mua-xe', 'slider'],
  [0, 'Trả góp 0% cùng HD Saison', 'Duyệt hồ sơ trong 30 phút', '/vay-mua-xe-tra-gop', 'slider', { window: 'current' }],
  [0, 'Bán xe nhanh trong 24 giờ', '', '/ban-xe', 'slider', { platforms: ['web'] }],
  [
    0,
    'Bảo hiểm xe máy Bảo Việt chỉ từ 66.000đ',
    'Mua online, nhận giấy chứng nhận ngay',
    'https://baoviet.com.vn',
    'middle',
    { platforms: ['web', 'android'], window: 'current' },
  ],
  [
    1,
    'Xe tay ga dưới 20 triệu',
    'Hàng trăm xe Vision, Lead, Janus',
    '/mua-xe?type=1',
    'top',
    { platforms: ['web', 'ios', 'android'] },
  ],
  [1, 'Xe côn tay thể thao', '', '/mua-xe?type=2', 'sidebar', { platforms: ['web'] }],
  [2, 'Định giá xe miễn phí', 'Biết giá xe của bạn trong 1 phút', '/ban-xe#dinh-gia', 'top'],
  [3, 'Đọc tin xe máy mỗi ngày', '', '/tin-tuc', 'bottom', { platforms: ['android', 'ios'], status: 0 }],
  [
    4,
    'So sánh gói vay VPBank, FE Credit, HD Saison',
    'Chọn gói vay phù hợp thu nhập',
    '/vay-mua-xe-tra-gop',
    'top',
    { platforms: ['web'] },
  ],
  [
    5,
    'Lì xì đầu năm: giảm 500.000đ phí đăng tin',
    'Áp dụng tháng Giêng',
    '/khuyen-mai-tet',
    'slider',
    { window: 'past' },
  ],
];

/** Banners on the pages, with their pictures. */
export const seed: AreaSeed = async (trx, { uploadsDir }) => {
  const images = await Promise.all(
    BANNERS.map((_, i) => seedImage(uploadsDir, 'banners', `demo-banner-${i + 1}`, [1200, 400], COLOURS[i % 6])),
  );
  const pageIds = (await trx.selectFrom('pages').select('id').orderBy('id').execute()).map((p) => p.id);
  await trx
    .insertInto('banners')
    .values(
      BANNERS.map(([page, title, description, link, position, differs], i) => {
        const { platforms, window, status } = { ...BANNER_DEFAULTS, ...differs };
        return {
          title,
          description,
          link,
          page_id: pageIds[page],
          position,
          platform: JSON.stringify(platforms),
          ...WINDOWS[window],
          thumbnail: images[i],
          status,
          sort: i + 1,
          search_text: searchText(title, description),
          created_at: day(5 + i),
          updated_at: day(5 + i),
        };
      }),
    )
    .execute();
};
