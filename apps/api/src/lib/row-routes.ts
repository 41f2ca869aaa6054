import {
  CONTENT_MESSAGES,
  PAGE_SIZE,
  type PageQuery,
  type PermissionName,
  type RecordKindName,
  bulkBody,
} from '@admin/contract';
import type { FastifyInstance, FastifyRequest, HTTPMethods, RouteHandlerMethod } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod/mini';
import type { DB } from '../db/schema.ts';
import type { Access, AuthUser } from './access.ts';
import type { Actor } from './audit-log.ts';
import { formConsumes, route, statusHandler } from './routes.ts';
import { list, ok, type Page } from './envelope.ts';
import { deleteRowWithImage } from './image-form.ts';
import { bulkRoute } from './bulk.ts';

/**
 * The routes of an area's rows as one declaration: its list, create, one row, edit, status and
 * delete, each written as its documentation and the repository function it calls. The URLs, the
 * permissions and the answers follow one convention (below) that a member can override; a routes
 * file then declares only what its area does besides.
 */

type Db = Kysely<DB>;
type IdRequest = FastifyRequest<{ Params: { id: number } }>;

const { created, updated, statusUpdated, deleted } = CONTENT_MESSAGES;
/** The messages a row's changes are sent with. */
const ROW_MESSAGES = { created, updated, statusUpdated, deleted };
type Schema = z.core.$ZodType;
type Out<S> = S extends Schema ? z.output<S> : never;
type StatusOf<S> = Out<S> extends { status: infer T } ? T : never;

type Action = 'index' | 'view' | 'list' | 'create' | 'update' | 'status' | 'delete';
/** The first word of permission names `<stem>-create`, `<stem>-update`, … */
type PermissionStem = { [P in PermissionName]: P extends `${infer S}-${Action}` ? S : never }[PermissionName];

/** A route of the family: its summary, and where it leaves the family's URL or permission. */
interface Member {
  summary: string;
  /** Instead of the list's URL (list, create) or `<path>/:id` (the others). */
  path?: string;
  permission?: Access;
}

/** A multipart form's route: its handler (`pictureFormHandlers`) and the form's fields for the documentation. */
interface FormMember extends Member {
  form: (request: IdRequest) => Promise<unknown>;
  description: string;
}

type Write<B, R> = Member & { body: B; conflict?: boolean; run: R };

export interface RowArea<
  E extends Schema,
  LQ extends Schema,
  LI extends Schema,
  CB extends Schema,
  UB extends Schema,
  SB extends Schema,
> {
  /** The list's URL; a row is at `<path>/:id`. */
  path: string;
  /**
   * The permissions' stem: reading needs `<stem>-<read>` (`index` unless said), creating `<stem>-create`,
   * editing `<stem>-update`, the status `<stem>-status`, deleting `<stem>-delete`.
   */
  permissions: PermissionStem;
  read?: 'index' | 'view' | 'list';
  /** The row every member but the list answers. */
  entity: E;
  /** What the changes are sent with, where not `ROW_MESSAGES`' (`undefined`: answered without a message). */
  messages?: Partial<Record<keyof typeof ROW_MESSAGES, string | undefined>>;
  list?: Member & {
    query: LQ;
    item?: LI;
    run: (db: Db, query: Out<LQ>) => Promise<Page<Out<LI>>>;
    /** Each row as this reader may see it (an ID-card number masked for who does not check it). */
    shown?: (user: AuthUser | null, row: Out<LI>) => Out<LI>;
  };
  create?: FormMember | Write<CB, (db: Db, actor: Actor, body: Out<CB>) => Promise<Out<E>>>;
  get?: Member & { run: (db: Db, id: number) => Promise<Out<E>> };
  update?: { method: 'POST' | 'PUT' } & (
    FormMember | Write<UB, (db: Db, actor: Actor, id: number, body: Out<UB>) => Promise<Out<E>>>
  );
  /** The status change: `run` sets the row's `status` to the body's. */
  status?: Write<SB, (db: Db, actor: Actor, id: number, status: StatusOf<SB>) => Promise<Out<E>>> & {
    method: 'PUT' | 'PATCH' | 'POST';
  };
  /** `image`: the row's picture column, whose files go with it (`deleteRowWithImage`). */
  delete?: Member & {
    inUse?: boolean;
    /** What it answers: `{ id }` unless said. */
    entity?: Schema;
    image?: (db: Db, id: number) => Promise<string | null>;
    run: (db: Db, actor: Actor, id: number) => Promise<unknown>;
  };
  /**
   * The status change and the delete on many rows at once as well (`POST <path>/bulk/status`,
   * `POST <path>/bulk/delete`, lib/bulk.ts): each row changed by `status.run` or `delete.run`, on
   * the version the person saw of the record of this kind.
   */
  bulk?: { kind: RecordKindName };
}

/** Declares the routes of `area` on `app`, in the order list, create, one row, edit, status, delete. */
export function rowRoutes<
  E extends Schema,
  LQ extends Schema,
  LI extends Schema = E,
  CB extends Schema = never,
  UB extends Schema = never,
  SB extends Schema = never,
>(app: FastifyInstance, area: RowArea<E, LQ, LI, CB, UB, SB>): void {
  const { path, permissions, entity } = area;
  const messages = { ...ROW_MESSAGES, ...area.messages };
  const rowPath = `${path}/:id`;
  const can = (action: Action, member: Member) => member.permission ?? (`${permissions}-${action}` as PermissionName);
  const add = (method: HTTPMethods, url: string, options: object, handler: RouteHandlerMethod) =>
    app.route({ method, url, ...options, handler });
  const reading = area.read ?? 'index';
  /** What a create or an edit reads: a multipart form (its fields described) or a JSON body. */
  const written = (member: FormMember | Write<Schema, unknown>) =>
    'form' in member
      ? { summary: member.summary, description: member.description, consumes: formConsumes, entity }
      : { summary: member.summary, body: member.body, entity, conflict: member.conflict };

  const { list: listed, create, get, update, status } = area;
  if (listed) {
    const { summary, query, item } = listed;
    add(
      'GET',
      listed.path ?? path,
      route.list(can(reading, listed), { summary, query, item: item ?? entity }),
      async (request) => {
        const page = await listed.run(app.db, request.query as Out<LQ>);
        const { shown } = listed;
        const seen = shown ? { ...page, items: page.items.map((row) => shown(request.user, row)) } : page;
        return list(seen, request.query as PageQuery);
      },
    );
  }
  if (create) {
    add(
      'POST',
      create.path ?? path,
      route.create(can('create', create), written(create)),
      'form' in create
        ? (create.form as RouteHandlerMethod)
        : async (request) => ok(await create.run(app.db, request.actor, request.body as Out<CB>), messages.created),
    );
  }
  if (get) {
    add('GET', get.path ?? rowPath, route.get(can(reading, get), { summary: get.summary, entity }), async (request) =>
      ok(await get.run(app.db, (request as IdRequest).params.id)),
    );
  }
  if (update) {
    add(
      update.method,
      update.path ?? rowPath,
      route.update(can('update', update), written(update)),
      'form' in update
        ? (update.form as RouteHandlerMethod)
        : async (request) =>
            ok(
              await update.run(app.db, request.actor, (request as IdRequest).params.id, request.body as Out<UB>),
              messages.updated,
            ),
    );
  }
  if (status) {
    add(
      status.method,
      status.path ?? rowPath,
      route.status(can('status', status), { summary: status.summary, body: status.body, entity }),
      statusHandler(app, status.run, messages.statusUpdated) as RouteHandlerMethod,
    );
  }
  const removal = area.delete;
  if (removal) {
    const { summary, inUse, image } = removal;
    add(
      'DELETE',
      removal.path ?? rowPath,
      route.delete(can('delete', removal), { summary, inUse, entity: removal.entity }),
      async (request) => {
        const { id } = (request as IdRequest).params;
        const deleted = image
          ? await deleteRowWithImage(app, request as IdRequest, image, removal.run)
          : await removal.run(app.db, request.actor, id);
        return ok(deleted, messages.deleted);
      },
    );
  }
  if (area.bulk) bulkRowRoutes(app, area, can);
}

/** The ids a list finds for a bulk action's "all matching", a page of the largest size at a time. */
export function idsOfList<Q>(run: (db: Db, query: Q) => Promise<Page<unknown>>) {
  return async (db: Db, query: unknown, limit: number): Promise<number[]> => {
    const ids: number[] = [];
    for (let page = 1; ids.length < limit; page++) {
      const found = await run(db, { ...(query as object), page, count: PAGE_SIZE.max } as Q);
      ids.push(...found.items.map((row) => (row as { id: number }).id));
      if (found.items.length < PAGE_SIZE.max) break;
    }
    return ids.slice(0, limit);
  };
}

/** The area's status change and delete on many rows: the rows named, or every row its list's filters find. */
function bulkRowRoutes<
  E extends Schema,
  LQ extends Schema,
  LI extends Schema,
  CB extends Schema,
  UB extends Schema,
  SB extends Schema,
>(app: FastifyInstance, area: RowArea<E, LQ, LI, CB, UB, SB>, can: (action: Action, member: Member) => Access): void {
  const { path, list: listed, status, delete: removal } = area;
  const { kind } = area.bulk!;
  if (!listed) throw new Error(`${path}: a bulk action needs the list, for "all matching"`);
  const filters = z.omit(listed.query as unknown as z.ZodMiniObject, { page: true, count: true });
  const matching = idsOfList(listed.run as (db: Db, query: never) => Promise<Page<unknown>>);
  if (status) {
    const fields = (status.body as unknown as z.ZodMiniObject).shape;
    bulkRoute<unknown, { status: StatusOf<SB> }, z.core.$ZodType>(app, `${path}/bulk/status`, can('status', status), {
      summary: status.summary,
      body: bulkBody(filters, fields),
      kind,
      matching,
      run: (db, actor, id, body: { status: StatusOf<SB> }) => status.run(db, actor, id, body.status),
    });
  }
  if (removal) {
    const { image } = removal;
    bulkRoute(app, `${path}/bulk/delete`, can('delete', removal), {
      summary: removal.summary,
      body: bulkBody(filters),
      kind,
      matching,
      run: (db, actor, id) =>
        image ? deleteRowWithImage(app, { params: { id }, actor }, image, removal.run) : removal.run(db, actor, id),
    });
  }
}
