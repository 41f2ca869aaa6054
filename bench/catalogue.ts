import type { buildApp } from '../apps/api/src/app.ts';

/** How many products the catalogue the bench measured holds (its reports say it). */
export async function productCount(app: Awaited<ReturnType<typeof buildApp>>): Promise<number> {
  const row = await app.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
