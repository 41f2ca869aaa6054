import type { StoreOption } from '../../components/fields/lookup-queries.ts';
import { api } from '../../lib/api-client.ts';
import { href, type RecordSearchModule } from '../../lib/areas.ts';
import { RECORDS_SHOWN, recordSearch } from '../../lib/palette.ts';

/** Stores and stations by name, phone or e-mail (`GET /v2/stores/search`). */
export const searchQuery: RecordSearchModule['searchQuery'] = (text) =>
  recordSearch(
    'stores',
    text,
    async (call) =>
      (await api.get<StoreOption[]>('/v2/stores/search', { keyword: text, count: RECORDS_SHOWN }, call)).data,
    (store) => ({
      id: store.id,
      title: store.name,
      detail: [store.phone, store.location?.name].filter(Boolean).join(' · '),
      to: href('stores.detail', { id: store.id }),
    }),
  );
