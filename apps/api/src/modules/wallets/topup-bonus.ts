import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The bonus of a top-up: that of the largest active tier at or below its amount (0 below every tier). */
export async function bonusFor(db: Kysely<DB>, amount: number): Promise<number> {
  const tier = await db
    .selectFrom('topup_settings')
    .select('bonus_amount')
    .where('status', '=', 1)
    .where('amount', '<=', amount)
    .orderBy('amount', 'desc')
    .limit(1)
    .executeTakeFirst();
  return Number(tier?.bonus_amount ?? 0);
}
