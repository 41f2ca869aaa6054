import { deletedData, errorEnvelope, idParam, listEnvelope, okEnvelope, okOrWarnEnvelope } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { ReadFrom } from '../db/data-versions.ts';
import type { DB } from '../db/schema.ts';
import type { Access } from './access.ts';
import type { Actor } from './audit-log.ts';
import { ok } from './envelope.ts';
import { errorResponses } from './schemas.ts';

/**
 * The declarations of an area's routes: what a route needs (its permission), what it reads (params,
 * query, body) and what it answers, as Fastify's route options. A routes file then reads
 * `app.get('/faqs/:id', route.get('faqs-index', { tags, summary: 'One FAQ', entity: faq }), handler)`.
 * The zod schemas type the handler's request and reply and are the OpenAPI document.
 */

/** The media types of a form route: multipart (with its files) or JSON (without). */
export const formConsumes = ['multipart/form-data', 'application/json'];

/** What the documentation says of a route; its `tags` are its area's (`areaRoutes`) unless said. */
export interface RouteText {
  tags?: string[];
  summary: string;
  /** A longer text under the summary (e.g. a multipart form's fields). */
  description?: string;
}

/** What a route reads besides its text; a multipart route names its media types in `consumes` instead of a `body`. */
export interface RouteInput<P, Q, B> extends RouteText {
  params?: P;
  query?: Q;
  body?: B;
  consumes?: string[];
  /** It answers 409 when the change conflicts with other rows (in use, duplicate…). */
  conflict?: boolean;
}

type Schema = z.core.$ZodType | undefined;

/** Drops the keys left undefined, so the route and its documentation only carry what was declared. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function declare<P extends Schema, Q extends Schema, B extends Schema, D extends z.core.$ZodType>(
  permission: Access,
  { tags, summary, description, consumes, params, query, body, conflict = false }: RouteInput<P, Q, B>,
  data: D,
) {
  return declareAnswers(
    permission,
    { tags, summary, description, consumes, params, query, body, conflict },
    {
      200: data,
      ...errorResponses,
    },
  );
}

/** `declare` for the routes whose success is not one JSON value (a file streamed by the handler). */
function declareAnswers<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends Record<number, z.core.$ZodType>,
>(
  permission: Access,
  { tags, summary, description, consumes, params, query, body, conflict = false }: RouteInput<P, Q, B>,
  answers: R,
) {
  const response = { ...answers };
  // a 409 answer is thrown, never returned: the handler's type does not need it
  if (conflict) Object.assign(response, { 409: errorEnvelope });
  return {
    config: { permission },
    schema: defined({ tags, summary, description, consumes, params, querystring: query, body, response }) as {
      tags?: string[];
      summary: string;
      params: P;
      querystring: Q;
      body: B;
      response: typeof response;
    },
  };
}

/** Any route that answers `{ data: entity }`: the shape the helpers below specialise. */
function okRoute<
  E extends z.core.$ZodType,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(permission: Access, { entity, ...input }: RouteInput<P, Q, B> & { entity: E }) {
  return declare(permission, input, okEnvelope(entity));
}

/**
 * A paged list: the contract's list query in, `{ data: item[], current, total, per_page }` out
 * (a lookup list without a query answers every row as one page). `readFrom`: the tables its answer
 * depends on alone, to keep its answers while they stay unchanged (plugins/kept-answers.ts).
 */
export function listRoute<I extends z.core.$ZodType, Q extends Schema = undefined, P extends Schema = undefined>(
  permission: Access,
  { item, readFrom, ...input }: RouteInput<P, Q, undefined> & { item: I; readFrom?: ReadFrom },
) {
  const declared = declare(permission, input, listEnvelope(item));
  return readFrom ? { ...declared, config: { ...declared.config, readFrom } } : declared;
}

/** One row by id (`…/:id`, or other `params`). */
export function getRoute<
  E extends z.core.$ZodType,
  P extends z.core.$ZodType = typeof idParam,
  Q extends Schema = undefined,
>(permission: Access, { entity, params, ...input }: RouteInput<P, Q, undefined> & { entity: E }) {
  return declare(permission, { ...input, params: (params ?? idParam) as P }, okEnvelope(entity));
}

/** Creates a row from `body` (or a multipart form, with `consumes`) and answers it. */
export function createRoute<E extends z.core.$ZodType, B extends Schema = undefined, P extends Schema = undefined>(
  permission: Access,
  { entity, ...input }: RouteInput<P, undefined, B> & { entity: E },
) {
  return declare(permission, input, okEnvelope(entity));
}

/** Changes one row by id (`…/:id`, or other `params`) from `body` (or a multipart form) and answers it. */
export function updateRoute<
  E extends z.core.$ZodType,
  B extends Schema = undefined,
  P extends z.core.$ZodType = typeof idParam,
>(permission: Access, { entity, params, ...input }: RouteInput<P, undefined, B> & { entity: E }) {
  return declare(permission, { ...input, params: (params ?? idParam) as P }, okEnvelope(entity));
}

/** The declaration of a route that changes one row's status (`…/:id` with a status body) and answers the row. */
export function statusRoute<B extends z.core.$ZodType, E extends z.core.$ZodType>(
  permission: Access,
  input: RouteText & { body: B; entity: E; conflict?: boolean },
) {
  return updateRoute(permission, input);
}

/**
 * The declaration of a route that deletes one row by id; `inUse`: it answers 409 while other rows
 * need it; `entity`: what it answers (`{ id }` unless said).
 */
export function deleteRoute<E extends z.core.$ZodType = typeof deletedData, P extends z.core.$ZodType = typeof idParam>(
  permission: Access,
  { inUse = false, entity, params, ...text }: RouteText & { inUse?: boolean; entity?: E; params?: P },
) {
  return declare(
    permission,
    { ...text, params: (params ?? idParam) as P, conflict: inUse },
    okEnvelope((entity ?? deletedData) as E),
  );
}

/** An export: the list's filters in `query`, the file streamed by the handler (only the failures are documented). */
export function exportRoute<Q extends z.core.$ZodType>(
  permission: Access,
  input: RouteText & { query: Q; conflict?: boolean },
) {
  return declareAnswers(permission, input, errorResponses);
}

/**
 * A change of one row by id (`…/:id`, or other `params`) that answers the row, or (still HTTP 200)
 * the row with the warnings the operator must see (`okOrWarnEnvelope`).
 */
export function outcomeRoute<
  E extends z.core.$ZodType,
  B extends Schema = undefined,
  P extends z.core.$ZodType = typeof idParam,
>(permission: Access, { entity, params, ...input }: RouteInput<P, undefined, B> & { entity: E }) {
  return declare(permission, { ...input, params: (params ?? idParam) as P }, okOrWarnEnvelope(entity));
}

/**
 * The handler of a `route.status` route: `change` sets the status of the row `request.params.id`
 * to `request.body.status` and answers the row, sent with `messages` (when there is one).
 */
export function statusHandler<S, R>(
  app: { db: Kysely<DB> },
  change: (db: Kysely<DB>, actor: Actor, id: number, status: S) => Promise<R>,
  messages?: string,
) {
  return async (request: { actor: Actor; params: { id: number }; body: { status: S } }) =>
    ok(await change(app.db, request.actor, request.params.id, request.body.status), messages);
}

/**
 * The shapes under one name, as the routes files use them: `route(…)` for any answer of one value,
 * `route.list`, `route.get`, `route.create`, `route.update`, `route.status`, `route.delete`,
 * `route.export`, `route.outcome`.
 */
export const route = Object.assign(okRoute, {
  list: listRoute,
  get: getRoute,
  create: createRoute,
  update: updateRoute,
  status: statusRoute,
  delete: deleteRoute,
  export: exportRoute,
  outcome: outcomeRoute,
});

/**
 * An area's routes plugin: the routes `declare` adds are documented under `tags` (each route's own
 * `tags`, where it has some, stay), so a routes file names its documentation group once.
 */
export function areaRoutes<O extends object>(
  tags: string[],
  declare: FastifyPluginAsyncZod<O>,
): FastifyPluginAsyncZod<O> {
  return async (app, options) => {
    app.addHook('onRoute', (declared) => {
      if (declared.schema && !declared.schema.tags) declared.schema.tags = tags;
    });
    await declare(app, options);
  };
}
