import { z } from 'zod/mini';
import { bulkBody } from './bulk.ts';
import { leadListQuery, leadStatusBody } from './leads.ts';
import { PRODUCT_STATUS_ACTIONS, productFilterQuery } from './products.ts';
import { reviewListQuery, reviewStatusBody } from './reviews.ts';
import { transactionListQuery, transactionStatusBody } from './transactions.ts';

/**
 * The bodies of the areas' bulk actions (docs/domain.md, "Bulk work"), apart from the areas' own
 * files: the server reads them, the web sends plain objects, so the screens' first visit does not
 * load them.
 */

/** `POST /v2/products/bulk/status`: one of the row menu's status actions on many products; `block` needs a reason. */
export const productBulkStatusBody = bulkBody(productFilterQuery, {
  action: z.enum(PRODUCT_STATUS_ACTIONS, { error: 'Choose an action' }),
  blocked_reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
}).check(
  z.superRefine((v, ctx) => {
    if (v.action === 'block' && !v.blocked_reason)
      ctx.addIssue({ code: 'custom', path: ['blocked_reason'], message: 'A blocked product needs a reason' });
  }),
);
export type ProductBulkStatusBody = z.infer<typeof productBulkStatusBody>;

/** `POST /v2/products/bulk/delete`: delete (kept, restorable) or restore many products. */
export const productBulkDeleteBody = bulkBody(productFilterQuery, {
  action: z.enum(['delete', 'restore'], { error: 'Choose delete or restore' }),
});
export type ProductBulkDeleteBody = z.infer<typeof productBulkDeleteBody>;

/** The list's filters, for a bulk action on "all matching". */
export const transactionFilterQuery = z.omit(transactionListQuery, { page: true, count: true });

/** POST /transactions/bulk/status: each transaction moves as its single change would, or is refused with its reason. */
export const transactionBulkStatusBody = bulkBody(transactionFilterQuery, transactionStatusBody.shape);
export type TransactionBulkStatusBody = z.infer<typeof transactionBulkStatusBody>;

/** The list's filters, for a bulk action on "all matching". */
export const leadFilterQuery = z.omit(leadListQuery, { page: true, count: true });

/** POST /leads/bulk/status: each lead moves as its own change would, or is refused with its reason. */
export const leadBulkStatusBody = bulkBody(leadFilterQuery, leadStatusBody.shape);
export type LeadBulkStatusBody = z.infer<typeof leadBulkStatusBody>;

/** The list's filters, for a bulk action on "all matching". */
export const reviewFilterQuery = z.omit(reviewListQuery, { page: true, count: true });

/** POST /reviews/bulk/status: reviews published or hidden with a note, each as its own moderation would. */
export const reviewBulkStatusBody = bulkBody(reviewFilterQuery, reviewStatusBody.shape);
export type ReviewBulkStatusBody = z.infer<typeof reviewBulkStatusBody>;
