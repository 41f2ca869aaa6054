import type { Location } from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export const ANY_LOCATION: Location = { value: null, text: 'Any Location', sort_num: 0, checked: false, tag: [] };

const vietnamese = new Intl.Collator('vi');

/** 'Any Location', then the provinces by sort_num (Hà Nội, Hồ Chí Minh) and Vietnamese name order. */
export async function listCities(db: Kysely<DB>): Promise<Location[]> {
  const rows = await db.selectFrom('locations').selectAll().execute();
  const cities = rows
    .sort((a, b) => a.sort_num - b.sort_num || vietnamese.compare(a.name, b.name))
    .map((r) => ({
      value: r.id,
      text: r.name,
      sort_num: r.sort_num,
      checked: false,
      tag: JSON.parse(r.tags) as string[],
    }));
  return [ANY_LOCATION, ...cities];
}
