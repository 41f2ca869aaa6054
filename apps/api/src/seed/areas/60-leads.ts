import { searchText } from '../../db/search.ts';
import { PARTNERS } from './55-partners.ts';
import { type AreaSeed, day, hoursAgo } from './shared.ts';

export const LEAD_FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ'];
export const LEAD_GIVEN = [
  'Văn Nam',
  'Thị Hoa',
  'Minh Khang',
  'Thu Hà',
  'Quốc Huy',
  'Ngọc Ánh',
  'Đức Long',
  'Thanh Tâm',
  'Hải Yến',
  'Gia Bảo',
];
export const LEAD_PROVINCES = [1, 79, 48, 31, 92, 74, 75, 56, 40, 46];
export const LEAD_PRODUCTS: readonly [number, string][] = [
  [1201, 'Honda Vision 2022 Đỏ'],
  [1342, 'Yamaha Exciter 155 VVA 2023'],
  [1455, 'Honda Air Blade 125 2021'],
  [1508, 'Honda SH 160i ABS 2023'],
  [1677, 'VinFast Evo200 2023'],
  [1720, 'Suzuki Raider R150 2020'],
];
export const LEAD_MESSAGES = [
  'Tôi muốn vay trả góp 12 tháng, trả trước 30%.',
  'Gọi cho tôi sau 18h giúp nhé.',
  'Xe còn không ạ? Tôi muốn xem xe cuối tuần.',
  'Báo giá bảo hiểm vật chất cho xe tay ga.',
  null,
];

/** Leads of the finance, insurance, product, test-drive and contact forms. */
export const seed: AreaSeed = async (trx, { editor }) => {
  const partnerIds = (await trx.selectFrom('partners').select('id').orderBy('id').execute()).map((p) => p.id);
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
        const created = status === 'new' ? hoursAgo(1 + (40 - i) * 6) : day(60 + Math.floor(i / 3), (i * 5) % 14);
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
};
