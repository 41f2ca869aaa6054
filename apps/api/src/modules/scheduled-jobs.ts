import { vietnamDay } from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ScheduledJob } from '../lib/jobs.ts';
import { purgeIdempotencyKeys } from '../plugins/idempotency.ts';
import type { NotificationSender } from '../plugins/notifications.ts';
import { closeDay } from './dashboard/dashboard.repository.ts';
import { relayDisbursementNotices } from './loans/disbursements.repository.ts';
import { reconcileAlepay } from './alepay/alepay.repository.ts';
import type { PaymentGateway } from './alepay/gateway.ts';
import { chargeCampaigns } from './campaigns/campaigns.repository.ts';
import { expireContracts } from './transactions/e-contracts.repository.ts';
import { expireRequests } from './transactions/transactions.repository.ts';

/** Every scheduled job of the areas (lib/scheduler.ts runs them): a new one adds its entry here. */
export function scheduledJobs(
  db: Kysely<DB>,
  notifications: NotificationSender,
  gateway: PaymentGateway | null,
): ScheduledJob[] {
  return [
    // Budget campaigns pay for the Vietnamese day that starts; due ones start, finished ones end.
    { name: 'campaigns-daily-charge', cron: '5 0 * * *', run: (dueAt) => chargeCampaigns(db, vietnamDay(dueAt)) },
    // Alepay orders without a final answer are asked again; unpaid ones past their time expire.
    ...(gateway
      ? [
          {
            name: 'alepay-reconcile',
            cron: '*/5 * * * *',
            run: (dueAt: string) => reconcileAlepay(db, gateway, Date.parse(dueAt)),
          },
        ]
      : []),
    // Sent e-contracts past their 7 days expire; sale requests nobody confirmed are cancelled.
    { name: 'e-contracts-expiry', cron: '*/15 * * * *', run: (dueAt) => expireContracts(db, new Date(dueAt)) },
    { name: 'transactions-expiry', cron: '30 0 * * *', run: (dueAt) => expireRequests(db, new Date(dueAt)) },
    // The disbursement notifications the confirmation wrote to the outbox go out, or are tried again.
    {
      name: 'outbox-relay',
      cron: '* * * * *',
      run: (dueAt) => relayDisbursementNotices(db, notifications, new Date(dueAt)),
    },
    // The day that ended gets its dashboard totals (listings, completed sales, payouts).
    { name: 'dashboard-close-day', cron: '10 0 * * *', run: (dueAt) => closeDay(db, new Date(dueAt)) },
    // Idempotency keys are answered for 24 hours, then forgotten.
    { name: 'idempotency-keys-purge', cron: '15 * * * *', run: (dueAt) => purgeIdempotencyKeys(db, new Date(dueAt)) },
  ];
}
