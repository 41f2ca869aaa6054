import { z } from 'zod/mini';
import { entityId, saidReason } from './common.ts';

/**
 * A bulk action: one request that runs a row's single action on many rows, each on its own
 * (docs/domain.md, "Bulk work"). The rows are named one by one with the version the person saw,
 * or as "everything that matches the list's filters" with the count the person was shown.
 */
export const BULK_LIMITS = {
  /** Rows named one by one (`items`). */
  rows: 1000,
  /** Rows of "all matching the filters" (`all_matching`). */
  matching: 10_000,
} as const;

/** A row the person chose, at the version they saw (`row_version`; without it, not checked). */
export const bulkItem = z.object({ id: entityId, version: z.optional(z.int().check(z.gte(1))) });
export type BulkItem = z.infer<typeof bulkItem>;

const bulkItems = z.array(bulkItem, { error: 'items must be a list of { id, version }' }).check(
  z.minLength(1, 'Choose at least one row'),
  z.maxLength(BULK_LIMITS.rows, `At most ${BULK_LIMITS.rows} rows at once; choose "all matching" for more`),
  z.refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'A row is listed twice'),
);

/** "Every row that matches": the list's filters, and how many rows the person was shown. */
export function allMatching<F extends z.core.$ZodType>(filters: F) {
  return z.object({
    filters,
    count: z
      .int({ error: 'count is the number of rows shown' })
      .check(
        z.gte(1, 'Nothing matches'),
        z.lte(BULK_LIMITS.matching, `At most ${BULK_LIMITS.matching} rows at once; narrow the filters`),
      ),
  });
}

/**
 * The body of a bulk action: `items` or `all_matching` (one of them), and the action's own fields
 * (`fields`, e.g. the target status and a reason).
 */
export function bulkBody<F extends z.core.$ZodType, A extends z.core.$ZodLooseShape = Record<never, never>>(
  filters: F,
  fields: A = {} as A,
) {
  return z.object({ items: z.optional(bulkItems), all_matching: z.optional(allMatching(filters)), ...fields }).check(
    z.refine(
      (body: { items?: unknown; all_matching?: unknown }) =>
        (body.items === undefined) !== (body.all_matching === undefined),
      {
        error: 'Give either items or all_matching',
        path: ['items'],
      },
    ),
  );
}

/** One row's outcome: done, or refused with why (a code the screens say in the reader's language). */
export const bulkRowResult = z.union([
  z.object({ id: z.int(), ok: z.literal(true) }),
  z.object({ id: z.int(), ok: z.literal(false), reason: saidReason }),
]);
export type BulkRowResult = z.infer<typeof bulkRowResult>;

/** The answer of a bulk action: each row's outcome in the order asked, and how many were done and refused. */
export const bulkOutcome = z.object({ results: z.array(bulkRowResult), done: z.int(), refused: z.int() });
export type BulkOutcome = z.infer<typeof bulkOutcome>;

/** What a bulk request names: the rows, or the filters and the count shown. */
export interface BulkTarget<F = unknown> {
  items?: BulkItem[];
  all_matching?: { filters: F; count: number };
}
