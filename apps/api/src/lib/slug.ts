import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { foldText } from '../db/search.ts';
import { invalidField } from './http-error.ts';

/** "Khuyến mãi Tết 2025!" → "khuyen-mai-tet-2025"; never empty. */
export function slugify(text: string, fallback = 'bai-viet'): string {
  const slug = foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** Tables whose rows carry a unique `slug`. */
export type SlugTable = 'news' | 'news_categories' | 'pages' | 'events' | 'faq_categories';

async function slugsLike(db: Kysely<DB>, table: SlugTable, base: string, exceptId?: number): Promise<Set<string>> {
  let query = db
    .selectFrom(table)
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return new Set((await query.execute()).map((r) => r.slug));
}

/** The first of `base`, `base-2`, `base-3` … that no other row of the table has. */
export async function freeSlug(db: Kysely<DB>, table: SlugTable, base: string, exceptId?: number): Promise<string> {
  const taken = await slugsLike(db, table, base, exceptId);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The slug to store: the one given (422 on `slug` when another row has it), else one made from
 * `source` and numbered until free.
 */
export async function chooseSlug(
  db: Kysely<DB>,
  table: SlugTable,
  given: string | undefined,
  source: string,
  exceptId?: number,
): Promise<string> {
  if (given) {
    const taken = await slugsLike(db, table, given, exceptId);
    if (taken.has(given)) throw invalidField('slug', 'This slug is already used');
    return given;
  }
  return freeSlug(db, table, slugify(source), exceptId);
}
