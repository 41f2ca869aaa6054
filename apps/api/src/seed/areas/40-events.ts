import { slugify } from '../../lib/slug.ts';
import { searchText } from '../../db/search.ts';
import { type AreaSeed, COLOURS, day, seedImage } from './shared.ts';

/** [title, seo title, summary, location, start day offset, length in days, status] */
export const EVENTS: readonly [string, string | null, string, string, number, number, number][] = [
  [
    'Ngày hội xe cũ Hà Nội',
    'Ngày hội mua bán xe máy cũ Hà Nội',
    'Hơn 500 xe kiểm định, lái thử miễn phí',
    'Cung Văn hóa Hữu Nghị, Hà Nội',
    30,
    2,
    1,
  ],
  ['Lái thử xe điện VinFast', null, 'Trải nghiệm Evo200, Feliz S và Klara S', 'Landmark 81, TP. Hồ Chí Minh', 60, 3, 1],
  [
    'Tuần lễ bảo dưỡng miễn phí',
    'Bảo dưỡng xe máy miễn phí tại trạm',
    'Kiểm tra 20 hạng mục miễn phí tại trạm của sàn',
    'Các trạm dịch vụ toàn quốc',
    90,
    7,
    1,
  ],
  [
    'Hội chợ xe côn tay Đà Nẵng',
    null,
    'Gặp gỡ cộng đồng Exciter, Winner, Raider',
    'Công viên Biển Đông, Đà Nẵng',
    120,
    2,
    1,
  ],
  [
    'Livestream định giá xe',
    'Livestream định giá xe máy trực tuyến',
    'Chuyên gia định giá xe trực tiếp cho người xem',
    'Trực tuyến',
    150,
    1,
    0,
  ],
  ['Ngày hội trả góp 0%', null, 'Duyệt vay tại chỗ cùng các công ty tài chính', 'AEON Mall Bình Dương', 200, 2, 1],
];

/** Events, with their pictures. */
export const seed: AreaSeed = async (trx, { uploadsDir }) => {
  const images = await Promise.all(
    EVENTS.map((_, i) => seedImage(uploadsDir, 'events', `demo-event-${i + 1}`, [1200, 630], COLOURS[(i + 4) % 6])),
  );
  await trx
    .insertInto('events')
    .values(
      EVENTS.map(([title, seoTitle, summary, location, start, length, status], i) => {
        const slug = slugify(seoTitle ?? title);
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
