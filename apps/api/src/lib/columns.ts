import { sql } from 'kysely';
import type { z } from 'zod/mini';
import type { DB } from '../db/schema.ts';

const fieldNames = new WeakMap<z.ZodMiniObject, string[]>();

/**
 * The fields of the contract's `entity` that `row` has under the same name, as they are. A repository
 * selects its table's row (`selectAll('f')`) and what it joins; its mapper spreads these fields and
 * writes only what it derives (references to other rows, numbers, computed values), overriding a
 * field of the same name where the entity shows it otherwise.
 */
export function entityFields<S extends z.ZodMiniObject, R extends object>(
  entity: S,
  row: R,
): Pick<R, Extract<keyof z.infer<S>, keyof R>> {
  let names = fieldNames.get(entity);
  if (!names) fieldNames.set(entity, (names = Object.keys(entity.shape)));
  const fields: Record<string, unknown> = {};
  for (const name of names) if (name in row) fields[name] = (row as Record<string, unknown>)[name];
  return fields as Pick<R, Extract<keyof z.infer<S>, keyof R>>;
}

/** A reference to a joined row (`{ id, name }`), or null where the row has none (a null key or no name). */
export const refOf = (id: number | null, name: string | null | undefined) =>
  id !== null && name ? { id, name } : null;

/** A nullable number column as a number (PostgreSQL answers big integers and decimals as strings). */
export const num = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * How many rows of `table` point at the outer query's row: `column` equal to `parent` (its key, e.g.
 * `'p.id'`), for a select list (`countOf('banners', 'page_id', 'p.id').as('banners_count')`).
 */
export function countOf<T extends keyof DB & string>(table: T, column: keyof DB[T] & string, parent: string) {
  return sql<number>`(select count(*) from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = ${sql.ref(parent)})`;
}

/**
 * The name a user shows under (the full name, else the username) of the user whose id is in `key`
 * (e.g. `'c.approved_by'`); null when it holds none.
 */
export const userName = (key: string) =>
  sql<string | null>`(select coalesce(users.full_name, users.username) from users where users.id = ${sql.ref(key)})`;

/** The `column` (its name by default) of the row of `table` whose id is in `key`; null when it holds none. */
export const nameOf = <T extends keyof DB & string>(table: T, key: string, column = 'name' as keyof DB[T] & string) =>
  sql<
    string | null
  >`(select ${sql.ref(`${table}.${column}`)} from ${sql.table(table)} where ${sql.ref(`${table}.id`)} = ${sql.ref(key)})`;
