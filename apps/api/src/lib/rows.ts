import { notFound } from './http-error.ts';

/** The row a repository's select function answers (`RowOf<typeof selectPopups>`), for its mapper. */
export type RowOf<F extends (...args: never[]) => { executeTakeFirstOrThrow(): Promise<unknown> }> = Awaited<
  ReturnType<ReturnType<F>['executeTakeFirstOrThrow']>
>;

/** The first row `query` answers, or a 404 with `message` when it answers none. */
export async function oneOr404<R>(query: { executeTakeFirst(): Promise<R | undefined> }, message: string): Promise<R> {
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(message);
  return row;
}
