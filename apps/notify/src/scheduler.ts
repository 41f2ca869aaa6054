import type { Kysely } from 'kysely';
import type { NotifyDB } from './db.ts';
import type { AudienceDirectory, NotificationTransport } from './transport.ts';

export interface SchedulerOptions {
  db: Kysely<NotifyDB>;
  transport: NotificationTransport;
  directory: AudienceDirectory;
  /** The time (tests move it); the wall clock by default. */
  clock?: () => Date;
  /** How long a claimed campaign is held before another scheduler may resume it. */
  leaseMs?: number;
  /** At most this many due campaigns per run. */
  batch?: number;
  onError?: (error: unknown, campaignId: number) => void;
}

export interface Scheduler {
  /** Delivers every campaign due now; answers how many it took. */
  tick(): Promise<number>;
  /** Runs tick() every intervalMs (and once at once); runs never overlap. */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** A run soon (after a campaign is created), without waiting for the timer. */
  wake(): void;
}

/**
 * Delivers due campaigns. A campaign is claimed by one conditional update (scheduled and due, or
 * sending with an expired lease), so several service processes never send it twice; its delivery
 * rows are written first (pending), then each is sent and marked sent or failed. A campaign ends
 * `sent` when at least one delivery went out, else `failed`.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, transport, directory } = options;
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batch = options.batch ?? 20;
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<unknown> = Promise.resolve();

  async function claim(id: number, now: string): Promise<boolean> {
    const lease = new Date(Date.parse(now) + leaseMs).toISOString();
    const result = await db
      .updateTable('notify_campaigns')
      .set((eb) => ({
        status: 'sending',
        lease_until: lease,
        started_at: eb.fn.coalesce('started_at', eb.val(now)),
        updated_at: now,
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'scheduled'), eb('scheduled_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function deliver(id: number): Promise<void> {
    const campaign = await db.selectFrom('notify_campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const written = await db
      .selectFrom('notify_deliveries')
      .select('id')
      .where('campaign_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (!written) {
      const recipients = await directory.recipients(campaign.audience);
      const now = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        if (recipients.length > 0) {
          await trx
            .insertInto('notify_deliveries')
            .values(recipients.map((recipient) => ({ campaign_id: id, recipient, status: 'pending', created_at: now })))
            .execute();
        }
        await trx
          .updateTable('notify_campaigns')
          .set({ recipients_count: recipients.length, updated_at: now })
          .where('id', '=', id)
          .execute();
      });
    }
    const pending = await db
      .selectFrom('notify_deliveries')
      .select(['id', 'recipient'])
      .where('campaign_id', '=', id)
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
    for (const row of pending) {
      try {
        await transport.send({ campaignId: id, recipient: row.recipient, title: campaign.title, body: campaign.body });
        await db
          .updateTable('notify_deliveries')
          .set({ status: 'sent', transport: transport.name, sent_at: clock().toISOString() })
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db
          .updateTable('notify_deliveries')
          .set({ status: 'failed', transport: transport.name, error: message.slice(0, 1000) })
          .where('id', '=', row.id)
          .execute();
      }
    }
    await finish(id);
  }

  async function finish(id: number): Promise<void> {
    const counts = await db
      .selectFrom('notify_deliveries')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when('status', '=', 'sent').then(1).else(0).end()).as('sent'),
        eb.fn.sum<number>(eb.case().when('status', '=', 'failed').then(1).else(0).end()).as('failed'),
      ])
      .where('campaign_id', '=', id)
      .executeTakeFirstOrThrow();
    const sent = Number(counts.sent ?? 0);
    const now = clock().toISOString();
    await db
      .updateTable('notify_campaigns')
      .set({
        status: sent > 0 ? 'sent' : 'failed',
        recipients_count: Number(counts.total),
        sent_count: sent,
        failed_count: Number(counts.failed ?? 0),
        finished_at: now,
        lease_until: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  }

  async function run(): Promise<number> {
    const now = clock().toISOString();
    const due = await db
      .selectFrom('notify_campaigns')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'scheduled'), eb('scheduled_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', now)]),
        ]),
      )
      .orderBy('scheduled_at')
      .orderBy('id')
      .limit(batch)
      .execute();
    let taken = 0;
    for (const { id } of due) {
      if (!(await claim(id, now))) continue;
      taken++;
      try {
        await deliver(id);
      } catch (error) {
        options.onError?.(error, id);
        // The lease runs out and a later run resumes the pending deliveries.
      }
    }
    return taken;
  }

  /** Runs one after another: a tick during a run starts when that run ends. */
  const tick = () => {
    const next = chain.then(run);
    chain = next.catch(() => undefined);
    return next;
  };

  return {
    tick,
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => void tick().catch(() => undefined), intervalMs);
      timer.unref();
      void tick().catch(() => undefined);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await chain;
    },
    wake() {
      if (timer) void tick().catch(() => undefined);
    },
  };
}
