import { z } from 'zod/mini';
import { entity, okEnvelope, stamps } from './common.ts';
import { requiredText } from './site.ts';

/**
 * Saved views (docs/decisions.md, "Saved views and columns"): a person's named state of a list
 * (its filters, sort, columns and density), private or shared with a role, and each person's
 * default view and column choice per list. A list is named by its key (`stores.list`,
 * `transactions.list`…), the screen's texts namespace.
 */
export const VIEW_NAME_MAX = 60;
/** At most this many views a person keeps per list. */
export const VIEWS_PER_LIST = 30;

export const viewListKey = z
  .string({ error: 'Choose a list' })
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/, 'A list key is letters, digits, dots and dashes'));

const columnName = z.string().check(z.minLength(1), z.maxLength(60));
/** The columns of a list as a person arranged them: their order, those hidden, and widths in px. */
export const viewColumns = z.object({
  order: z.array(columnName).check(z.maxLength(60)),
  hidden: z.array(columnName).check(z.maxLength(60)),
  widths: z.record(columnName, z.int().check(z.gte(40), z.lte(1200))),
});
export type ViewColumns = z.infer<typeof viewColumns>;

export const TABLE_DENSITIES = ['compact', 'comfortable'] as const;
export const tableDensity = z.enum(TABLE_DENSITIES);

/** What a view keeps: the list's URL filters (its search params but the page), sort, columns and density. */
export const viewState = z.object({
  filters: z.record(z.string().check(z.maxLength(60)), z.string().check(z.maxLength(500))),
  sort: z.nullable(
    z.object({ field: z.string().check(z.minLength(1), z.maxLength(60)), order: z.enum(['asc', 'desc']) }),
  ),
  columns: z.nullable(viewColumns),
  density: z.nullable(tableDensity),
});
export type ViewState = z.infer<typeof viewState>;

export const savedView = entity({
  list: z.string(),
  name: z.string(),
  state: viewState,
  /** null: private; else shared with everyone who holds this role. */
  role_id: z.nullable(z.int()),
  role_name: z.nullable(z.string()),
  owner: z.object({ id: z.int(), name: z.string() }),
  /** The signed-in person owns it (may rename, change and delete it). */
  mine: z.boolean(),
  ...stamps,
});
export type SavedView = z.infer<typeof savedView>;

export const viewsQuery = z.object({ list: viewListKey });

/** A list's views for the signed-in person: theirs and those shared with their roles, their default and column choice. */
export const listViews = z.object({
  views: z.array(savedView),
  default_view_id: z.nullable(z.int()),
  /** The person's columns when no view is open, kept on the server (null: the list's own). */
  columns: z.nullable(viewColumns),
});
export type ListViews = z.infer<typeof listViews>;
export const listViewsEnvelope = okEnvelope(listViews);

const viewName = requiredText('Name', VIEW_NAME_MAX);
const sharedRole = z.nullable(z.int().check(z.gte(1)));

/** POST /views. */
export const viewCreateBody = z.object({
  list: viewListKey,
  name: viewName,
  state: viewState,
  role_id: z._default(sharedRole, null),
  /** Mark it as my default view of the list at once. */
  is_default: z._default(z.boolean(), false),
});
export type ViewCreateBody = z.infer<typeof viewCreateBody>;

/** PUT /views/{id}: the owner renames it, saves the list's current state into it or shares it. */
export const viewUpdateBody = z.object({
  name: z.optional(viewName),
  state: z.optional(viewState),
  role_id: z.optional(sharedRole),
});
export type ViewUpdateBody = z.infer<typeof viewUpdateBody>;

/** PUT /view-defaults: my default view of a list (null: none, the list opens as "All"). */
export const viewDefaultBody = z.object({ list: viewListKey, view_id: z.nullable(z.int().check(z.gte(1))) });
export type ViewDefaultBody = z.infer<typeof viewDefaultBody>;

/** PUT /view-columns: my columns of a list when no view is open (null: back to the list's own). */
export const viewColumnsBody = z.object({ list: viewListKey, columns: z.nullable(viewColumns) });
export type ViewColumnsBody = z.infer<typeof viewColumnsBody>;
