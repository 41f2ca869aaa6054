import type { Transaction } from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { href, type RecordSearchModule } from '../../lib/areas.ts';
import { RECORDS_SHOWN, recordSearch } from '../../lib/palette.ts';

/** Sales by code (`TX000123`, `tx123`) or by the list's search: buyer, seller, product. */
export const searchQuery: RecordSearchModule['searchQuery'] = (text) =>
  recordSearch(
    'transactions',
    text,
    async (call) => (await api.list<Transaction>('/v2/transactions', { q: text, count: RECORDS_SHOWN }, call)).data,
    (sale) => ({
      id: sale.id,
      title: sale.code,
      detail: [sale.buyer.name, sale.product.title].join(' · '),
      to: href('transactions.byId', { id: sale.id }),
    }),
  );
