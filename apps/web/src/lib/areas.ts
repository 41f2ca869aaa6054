import { hasPermission, MENU, type Grants, type MenuGroupKey, type PermissionName } from '@admin/contract/permissions';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  generatePath,
  type LazyRouteFunction,
  type LoaderFunction,
  type PathParam,
  type RouteObject,
} from 'react-router';

/**
 * One declaration per area (`features/<area>/area.ts`): each screen's path, permission, lazy module
 * and menu entry. The router, the route guards, the sidebar, the home tiles and every link read it.
 */

/** Who may open a screen: a permission, any of several, or (null) every signed-in user. */
export type Access = PermissionName | readonly PermissionName[] | null;

export type MenuIcon = ComponentType<SvgIconProps>;

export interface MenuItem {
  /** Sidebar group, in the order of spec section 2. */
  group: MenuGroupKey;
  /** The entry's id (`data-testid="menu-<key>"`). */
  key: string;
  /** Its place within the group. */
  order: number;
  /** i18n key of its label, in the area's own translation file. */
  label: string;
  /** The group's icon, given by the group's first entry that has one (sidebar and home tiles). */
  icon?: MenuIcon;
}

export interface Screen {
  /** The URL pattern, absolute: `/partners/:id/edit`. */
  path: string;
  /** Checked before the screen loads; a user without it gets the 403 page. */
  permission: Access;
  /** The screen's module (`Component`, `loader`, …). Without it and without `redirectTo`, no route. */
  lazy?: LazyRouteFunction<RouteObject>;
  /**
   * The screen's loader from a module of its own (the area's `api.ts`), instead of the screen
   * module's: the router runs it while the screen's chunks still load, so a list's request does not
   * wait for them. The screen's query uses the same query key, and the screen module has no loader.
   */
  loader?: () => Promise<LoaderFunction>;
  /** Opens another screen of the same area instead (an old or incomplete address). */
  redirectTo?: string;
  /** The sign-in screens live in the blank layout; every other one in the app shell. */
  layout?: 'blank';
  menu?: MenuItem;
  /** i18n key of the title of a screen without a menu entry (a create screen): the command palette offers it. */
  title?: string;
}

/** A record the command palette found: what it shows and the screen it opens. */
export interface RecordHit {
  id: number;
  /** The code or name it is known by: `TX000123`, a store's name. */
  title: string;
  /** A second line: a buyer, a phone, a make and model. */
  detail: string;
  /** The screen it opens (`href(...)`). */
  to: string;
}

/** One search of an area's records: its query key lies under the area's keys, so its changes refresh it. */
export interface RecordSearchQuery {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<RecordHit[]>;
}

/** An area's `search.ts`: how the command palette searches its records. */
export interface RecordSearchModule {
  searchQuery: (text: string) => RecordSearchQuery;
}

/**
 * The area's records in the command palette. Whoever may open the list screen `screen` may search
 * them (the API checks the same permission); its menu label heads the group of results.
 */
export interface RecordSearch {
  screen: string;
  /** Loaded when the command palette opens. */
  load: () => Promise<RecordSearchModule>;
}

export interface Area {
  /** The area's folder name: `partners`, `faq-categories`. */
  key: string;
  screens: Record<string, Screen>;
  search?: RecordSearch;
}

/**
 * One screen: `screen('/partners/:id/edit', 'partners-update', () => import('./routes/partner-edit.tsx'))`,
 * with its menu entry, title or layout last. The path stays literal, so that `href` knows its parameters.
 */
export function screen<const P extends string>(
  path: P,
  permission: Access,
  lazy: LazyRouteFunction<RouteObject>,
  more: Omit<Screen, 'path' | 'permission' | 'lazy'> = {},
) {
  return { ...more, path, permission, lazy } satisfies Screen;
}

/** Keeps the literal paths, so that `href` knows each screen's parameters. */
export function defineArea<const A extends Area>(area: A): A {
  return area;
}

/** The stems `s` of the permission pairs `s-create` and `s-update`: `category`, `events`. */
type CrudStem = {
  [N in PermissionName]: N extends `${infer S}-create` ? (`${S}-update` extends PermissionName ? S : never) : never;
}[PermissionName];

type ScreenModule = LazyRouteFunction<RouteObject>;

/** A menu entry of the contract's menu, with its group (the role editor groups permissions by them). */
function contractEntry(key: string) {
  for (const group of MENU) {
    const entry = group.entries.find((e) => e.key === key);
    if (entry) return { ...entry, group: group.key };
  }
  throw new Error(`The contract's menu has no entry ${key}`);
}

/** The permission of a menu entry, as the contract's menu gives it. */
function menuPermission(key: string): Access {
  return contractEntry(key).permission;
}

/**
 * An area of one list screen at `/<key>`: its sidebar entry `<key>`, labelled `<key>.menu.<key>`, in
 * the group and opened with the permission the contract's menu gives that entry, at `order` there.
 */
export function listArea<const K extends string>(
  key: K,
  list: ScreenModule,
  menu: Omit<MenuItem, 'key' | 'label' | 'group'>,
) {
  const { group, permission } = contractEntry(key);
  return defineArea({
    key,
    screens: {
      list: screen(`/${key}`, permission, list, { menu: { ...menu, group, key, label: `${key}.menu.${key}` } }),
    },
  });
}

/** What a list-create-edit area says; the rest follows from its stem (`permissions`, else its key). */
interface CrudDef<P extends string, X extends Record<string, Screen>> {
  /** The list's address: `/<stem>` unless given. */
  path?: P;
  /** The namespace of the area's texts: `<stem>` unless given. */
  i18n?: string;
  list: ScreenModule;
  /** The list's sidebar entry: its key is `<stem>` unless given, its label `<i18n>.menu.<key>`. */
  menu: Omit<MenuItem, 'key' | 'label'> & { key?: string };
  create: ScreenModule;
  edit: ScreenModule;
  /** The area's other screens. */
  screens?: X;
  search?: RecordSearch;
}

interface CrudArea<K extends string, P extends string, X extends Record<string, Screen>> {
  key: K;
  screens: {
    list: Screen & { path: P };
    create: Screen & { path: `${P}/create` };
    edit: Screen & { path: `${P}/:id/edit` };
  } & X;
  search?: RecordSearch;
}

/**
 * An area of a list, a create and an edit screen, from a stem `s` (its key, or `permissions` where
 * they differ): the list at `/s` with its menu entry `s` labelled `<i18n>.menu.s`, opened with the
 * permission the contract's menu gives that entry; the create screen at `<path>/create` with
 * `s-create` and its title `<i18n>.create.title` (the command palette offers it); the edit screen at
 * `<path>/:id/edit` with `s-update`. `path`, `i18n` and the menu entry's key are said where they differ.
 */
export function crudArea<
  const K extends CrudStem,
  const P extends string = `/${K}`,
  const X extends Record<string, Screen> = Record<never, Screen>,
>(key: K, def: CrudDef<P, X>): CrudArea<K, P, X>;
export function crudArea<
  const K extends string,
  const S extends CrudStem,
  const P extends string = `/${S}`,
  const X extends Record<string, Screen> = Record<never, Screen>,
>(key: K, def: CrudDef<P, X> & { permissions: S }): CrudArea<K, P, X>;
export function crudArea(key: string, def: CrudDef<string, Record<string, Screen>> & { permissions?: string }) {
  const stem = def.permissions ?? key;
  const path = def.path ?? `/${stem}`;
  const i18n = def.i18n ?? stem;
  const menuKey = def.menu.key ?? stem;
  return {
    key,
    screens: {
      list: {
        path,
        permission: menuPermission(menuKey),
        lazy: def.list,
        menu: { ...def.menu, key: menuKey, label: `${i18n}.menu.${menuKey}` },
      },
      create: {
        path: `${path}/create`,
        permission: `${stem}-create` as PermissionName,
        lazy: def.create,
        title: `${i18n}.create.title`,
      },
      edit: { path: `${path}/:id/edit`, permission: `${stem}-update` as PermissionName, lazy: def.edit },
      ...def.screens,
    },
    ...(def.search && { search: def.search }),
  };
}

/**
 * The areas found under `features/` (`{ './features/<folder>/area.ts': { area } }`, from Vite's
 * `import.meta.glob` in the app, from the file system in the build and the tests), in the order of
 * their folders; each area's key must be its folder's name.
 */
export function discoverAreas(modules: Readonly<Record<string, { area?: Area }>>): Area[] {
  return Object.entries(modules)
    .map(([file, module]) => {
      const folder = /\/features\/([^/]+)\/area\.ts$/.exec(file)?.[1];
      if (!folder) throw new Error(`${file} is not a features/<area>/area.ts`);
      if (!module.area) throw new Error(`${file} exports no area`);
      if (module.area.key !== folder) throw new Error(`${file} declares the area ${module.area.key}`);
      return module.area;
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Every area by its key, which types `href`: features/area-types.ts (written from the areas' folders) lists them. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface Areas {}

type ScreensOf<A extends keyof Areas> = Areas[A] extends { screens: infer S } ? S : never;

/** `partners.edit`, `products.preview`, … */
export type ScreenId = {
  [A in keyof Areas & string]: `${A}.${keyof ScreensOf<A> & string}`;
}[keyof Areas & string];

type PathOf<Id extends string> = Id extends `${infer A}.${infer S}`
  ? A extends keyof Areas
    ? S extends keyof ScreensOf<A>
      ? ScreensOf<A>[S] extends { path: infer P extends string }
        ? P
        : never
      : never
    : never
  : never;

type ParamsOf<P extends string> = [PathParam<P>] extends [never]
  ? []
  : [params: { [K in PathParam<P>]: string | number }];

/** The screens without parameters: `partners.create`, not `partners.edit`. */
export type PlainScreenId = { [Id in ScreenId]: ParamsOf<PathOf<Id>> extends [] ? Id : never }[ScreenId];

const registry = new Map<string, Area>();

/** Called once by the app before the router starts. */
export function registerAreas(areas: readonly Area[]): void {
  for (const area of areas) {
    if (registry.has(area.key)) throw new Error(`Area ${area.key} is declared twice`);
    registry.set(area.key, area);
  }
}

export function registeredAreas(): Area[] {
  return [...registry.values()];
}

function screenOf(id: string): Screen {
  const dot = id.indexOf('.');
  const screen = registry.get(id.slice(0, dot))?.screens[id.slice(dot + 1)];
  if (!screen) throw new Error(`Unknown screen ${id}`);
  return screen;
}

/** The address of a screen: `href('partners.edit', { id: 3 })` → `/partners/3/edit`. */
export function href<Id extends ScreenId>(id: Id, ...[params]: ParamsOf<PathOf<Id>>): string {
  const path = screenOf(id).path;
  if (!params) return path;
  return generatePath(
    path,
    Object.fromEntries(Object.entries(params as Record<string, string | number>).map(([k, v]) => [k, String(v)])),
  );
}

export function canOpen(grants: Grants | null | undefined, screen: Pick<Screen, 'permission'>): boolean {
  return hasPermission(grants, screen.permission);
}

/** Whether the grants open a screen given by its id, e.g. before showing a link to it. */
export function mayOpen(grants: Grants | null | undefined, id: ScreenId): boolean {
  return canOpen(grants, screenOf(id));
}

export interface MenuLink {
  key: string;
  path: string;
  label: string;
}

export interface MenuSection {
  key: MenuGroupKey;
  icon: MenuIcon | undefined;
  entries: MenuLink[];
}

/**
 * The sidebar's groups and entries that the grants allow, in `groupOrder`; an entry shows when its
 * screen opens, a group when one of its entries does.
 */
export function visibleMenu(
  areas: readonly Area[],
  groupOrder: readonly MenuGroupKey[],
  grants: Grants | null | undefined,
): MenuSection[] {
  const items = areas
    .flatMap((area) => Object.values(area.screens))
    .filter((screen): screen is Screen & { menu: MenuItem } => screen.menu !== undefined)
    .sort((a, b) => a.menu.order - b.menu.order);
  return groupOrder
    .map((group) => {
      const inGroup = items.filter((s) => s.menu.group === group);
      return {
        key: group,
        icon: inGroup.find((s) => s.menu.icon)?.menu.icon,
        entries: inGroup
          .filter((s) => canOpen(grants, s))
          .map((s) => ({ key: s.menu.key, path: s.path, label: s.menu.label })),
      };
    })
    .filter((section) => section.entries.length > 0);
}

/**
 * The menu entry (and its group) of the screen at `pathname`: the entry whose path matches it
 * best (/stations/vehicles/1 is under /stations/vehicles, not /stations).
 */
export function activeMenuEntry(
  groups: readonly MenuSection[],
  pathname: string,
): { group: MenuSection; entry: MenuLink } | null {
  let best: { group: MenuSection; entry: MenuLink } | null = null;
  for (const group of groups) {
    for (const entry of group.entries) {
      const under =
        entry.path === '/' ? pathname === '/' : pathname === entry.path || pathname.startsWith(`${entry.path}/`);
      if (under && (!best || entry.path.length > best.entry.path.length)) best = { group, entry };
    }
  }
  return best;
}

/** The menu of the registered areas, groups in the order of spec section 2. */
export function menuFor(grants: Grants | null | undefined): MenuSection[] {
  return visibleMenu(
    registeredAreas(),
    MENU.map((g) => g.key),
    grants,
  );
}
