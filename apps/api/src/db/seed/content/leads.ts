import { searchText } from '../../search.ts';
import { LEAD_FAMILY, LEAD_GIVEN, LEAD_MESSAGES, LEAD_PRODUCTS, LEAD_PROVINCES, PARTNERS } from '../content-data.ts';
import { type ContentSeed, day } from './shared.ts';

/** Leads of the finance, insurance, product, test-drive and contact forms. */
export const seedLeads: ContentSeed = async (trx, { editor }) => {
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
};
