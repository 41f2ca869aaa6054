import {
  BULK_LIMITS,
  type BulkOutcome,
  type BulkRowResult,
  type BulkTarget,
  type SaidReason,
  bulkOutcome,
} from '@admin/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { DB } from '../db/schema.ts';
import type { Access } from './access.ts';
import type { Actor } from './audit-log.ts';
import { ok } from './envelope.ts';
import { HttpError, conflict, reason } from './http-error.ts';
import { route } from './routes.ts';

/**
 * Bulk actions (docs/decisions.md, "Bulk work"): one request runs a row's single action on many
 * rows, each row on its own, so that one refused row does not block the others. The permission is
 * the route's, checked once; each row's change is the single action itself, in its own transaction,
 * audited as it is, and conditional on the version the person saw of that row.
 */

type Db = Kysely<DB>;

export interface BulkAction<F, B> {
  /** The record kind whose versions the items carry (`product`): the version condition applies to its change only. */
  kind: string;
  /** The ids of the rows that match the list's filters, in the list's order, at most `limit` of them. */
  matching: (db: Db, filters: F, limit: number) => Promise<number[]>;
  /** The single action on one row; `actor` makes its write conditional on the row's version. */
  run: (db: Db, actor: Actor, id: number, body: B) => Promise<unknown>;
  /** How a refused row is named in its reason (`TX000012`): `#id` unless said. */
  code?: (id: number) => string;
}

/** The reason of a refused row: the one the single action said, else one read off its HTTP answer. */
function refusalOf(error: unknown, record: string): SaidReason | null {
  if (!(error instanceof HttpError)) return null;
  if (error.statusCode === 409 && error.fieldErrors?.version) {
    const who = error.fieldErrors.changed_by?.[0];
    return reason('changed_meanwhile', { record, ...(who ? { who } : {}) });
  }
  if (error.said) return error.said.reason;
  if (error.statusCode === 404) return reason('not_found', { record });
  if (error.statusCode === 403) return reason('row_forbidden', { record });
  if (error.statusCode === 422) return reason('row_invalid', { record });
  return reason('refused', { record });
}

/**
 * The rows a bulk request names: its items, or every row matching its filters. "All matching" is
 * refused when more rows match now than the person was shown (they would act on rows they never
 * saw); fewer is fine (rows that left the filter meanwhile, e.g. approved by someone else).
 */
async function targetsOf<F>(db: Db, target: BulkTarget<F>, action: BulkAction<F, unknown>) {
  if (target.items) return target.items;
  const { filters, count } = target.all_matching!;
  const ids = await action.matching(db, filters, Math.min(count, BULK_LIMITS.matching) + 1);
  if (ids.length > count)
    throw conflict(`More rows match the filters now than the ${count} shown; look at the list again`).saying(
      reason('bulk_matching_grew', { count }),
    );
  return ids.map((id) => ({ id, version: undefined }));
}

/**
 * Runs `action` on every row `body` names, one after another, each in its own transaction: per row
 * done, or refused with its reason. A fault that is not a refusal is logged and said as one.
 */
export async function runBulk<F, B>(
  db: Db,
  actor: Actor,
  body: BulkTarget<F> & B,
  action: BulkAction<F, B>,
  log?: FastifyBaseLogger,
): Promise<BulkOutcome> {
  const targets = await targetsOf(db, body, action as BulkAction<F, unknown>);
  const results: BulkRowResult[] = [];
  for (const { id, version } of targets) {
    const rowActor: Actor = {
      userId: actor.userId,
      username: actor.username,
      ip: actor.ip,
      ...(version === undefined
        ? {}
        : { conditions: [{ recordIds: [String(id)], kind: action.kind, expected: version, met: false }] }),
    };
    try {
      await action.run(db, rowActor, id, body);
      results.push({ id, ok: true });
    } catch (error) {
      const record = action.code?.(id) ?? `#${id}`;
      const said = refusalOf(error, record);
      if (!said) log?.error({ err: error, id }, 'a bulk action failed on a row');
      results.push({ id, ok: false, reason: said ?? reason('row_failed', { record }) });
    }
  }
  const done = results.filter((r) => r.ok).length;
  return { results, done, refused: results.length - done };
}

/**
 * Declares `POST path`, a bulk action: `body` is the contract's `bulkBody(filters, fields)`, the
 * permission the single action's. Answers `{ results, done, refused }` (HTTP 200 even when every row
 * is refused: the refusals are the rows').
 */
export function bulkRoute<F, B, S extends z.core.$ZodType>(
  app: FastifyInstance,
  path: string,
  permission: Access,
  { summary, body, ...action }: BulkAction<F, B> & { summary: string; body: S },
): void {
  app.post(
    path,
    route(permission, {
      summary: `${summary} (bulk: up to ${BULK_LIMITS.rows} rows named with their versions, or up to ${BULK_LIMITS.matching} matching the list's filters; per row done or refused with its reason)`,
      body,
      entity: bulkOutcome,
      conflict: true,
    }),
    async (request: FastifyRequest) => {
      const outcome = await runBulk(app.db, request.actor, request.body as BulkTarget<F> & B, action, request.log);
      return ok(outcome);
    },
  );
}
