import type { Product } from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { href, type RecordSearchModule } from '../../lib/areas.ts';
import { RECORDS_SHOWN, recordSearch, type SearchCall } from '../../lib/palette.ts';

/** The product of that number, read first, when the text is one (`123`, `#123`); a 404 finds nothing. */
async function byNumber(text: string, call: SearchCall): Promise<Product[]> {
  const id = /^#?(\d{1,9})$/.exec(text.trim())?.[1];
  if (!id) return [];
  return api.get<Product>(`/v2/products/${id}/detail`, undefined, call).then(
    (answer) => [answer.data],
    () => [],
  );
}

/** Products by number, or by the list's search (title, make, model, trim, plate, phone, seller): the seller is shown too. */
export const searchQuery: RecordSearchModule['searchQuery'] = (text) =>
  recordSearch(
    'products',
    text,
    async (call) => {
      const [exact, found] = await Promise.all([
        byNumber(text, call),
        api.list<Product>('/v2/products', { q: text, count: RECORDS_SHOWN }, call),
      ]);
      return [...exact, ...found.data.filter((p) => !exact.some((e) => e.id === p.id))];
    },
    (product) => ({
      id: product.id,
      title: product.title,
      detail: `#${product.id} · ${product.brand.name} ${product.model.name} · ${product.store.name}`,
      to: href('products.preview', { id: product.id }),
    }),
  );
