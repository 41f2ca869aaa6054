import { type Expression, type SqlBool, sql } from 'kysely';

/** Lower-case and strip Vietnamese diacritics: "Hà Nội" → "ha noi", "Đức" → "duc". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .trim();
}

/** The search text stored beside a row: the folded values, space separated. */
export function searchText(...values: (string | null | undefined)[]): string {
  return values
    .filter((v): v is string => !!v)
    .map(foldText)
    .join(' ');
}

/**
 * `column` (holding folded text, see searchText) contains the folded query, on both dialects:
 * diacritic- and case-insensitive, with LIKE wildcards in the query taken literally.
 */
export function containsFolded(column: Expression<string>, query: string): Expression<SqlBool> {
  const pattern = `%${foldText(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${column} like ${pattern} escape '\\'`;
}

/** Case-insensitive equality that uses the lower(column) indexes of the migrations. */
export function equalsIgnoreCase(column: Expression<string>, value: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) = ${value.toLowerCase()}`;
}
