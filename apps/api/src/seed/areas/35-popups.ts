import { searchText } from '../../db/search.ts';
import { type AreaSeed, COLOURS, day, seedImage } from './shared.ts';

/** [page index, title, content, link, frequency, platforms, status] */
export const POPUPS: readonly [number, string, string | null, string | null, string, string[], number][] = [
  [0, 'Tải ứng dụng Chợ Xe', 'Nhận thông báo khi có xe đúng ý bạn', '/app', 'once', ['web'], 1],
  [0, 'Ưu đãi trả góp 0%', 'Chỉ trong tháng này', '/vay-mua-xe-tra-gop', 'daily', ['android', 'ios'], 1],
  [1, 'Đăng ký nhận tin xe mới', null, '/dang-ky', 'once', ['web', 'android', 'ios'], 0],
  [
    4,
    'Tư vấn vay miễn phí',
    'Để lại số điện thoại, chuyên viên gọi lại trong 15 phút',
    '/vay-mua-xe-tra-gop#tu-van',
    'every_visit',
    ['web'],
    1,
  ],
  [5, 'Lì xì Tết', 'Giảm 500.000đ phí đăng tin', '/khuyen-mai-tet', 'once', ['web', 'android', 'ios'], 1],
];

/** Pop-ups on the pages, with their pictures. */
export const seed: AreaSeed = async (trx, { uploadsDir }) => {
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
