import type { Grants, MenuGroupKey } from '@admin/contract/permissions';
import { foldText } from '@admin/contract/text';
import {
  canOpen,
  visibleMenu,
  type Area,
  type MenuIcon,
  type RecordHit,
  type RecordSearchModule,
  type RecordSearchQuery,
} from './areas.ts';

/**
 * What the command palette (layouts/command-palette.tsx) offers: the screens a user may open, read
 * from the areas' declarations as the sidebar reads them, and the record searches they declare.
 */

/** A screen the palette offers: a menu entry, or a titled screen without parameters. */
export interface ScreenLink {
  key: string;
  path: string;
  /** i18n key of its name. */
  label: string;
  /** The menu group it is found under (its area's, for a screen without a menu entry). */
  group: MenuGroupKey | undefined;
  icon: MenuIcon | undefined;
}

/** The menu group of an area: that of its first screen with a menu entry. */
function groupOf(area: Area): MenuGroupKey | undefined {
  return Object.values(area.screens).find((s) => s.menu)?.menu?.group;
}

/** Each menu group's icon, whoever may open its entries. */
function groupIcons(areas: readonly Area[], groupOrder: readonly MenuGroupKey[]) {
  return new Map(visibleMenu(areas, groupOrder, 1).map((section) => [section.key, section.icon]));
}

/**
 * Every screen the grants open that has a name and needs no parameter: the menu's entries in the
 * sidebar's order (the sidebar's own check), then the titled screens (create screens and the like).
 */
export function openableScreens(
  areas: readonly Area[],
  groupOrder: readonly MenuGroupKey[],
  grants: Grants | null | undefined,
): ScreenLink[] {
  const icons = groupIcons(areas, groupOrder);
  const menu = visibleMenu(areas, groupOrder, grants).flatMap((section) =>
    section.entries.map((entry) => ({ ...entry, group: section.key, icon: section.icon })),
  );
  const titled = areas.flatMap((area) => {
    const group = groupOf(area);
    return Object.entries(area.screens)
      .filter(([, s]) => s.title && !s.menu && !s.redirectTo && !s.layout && !s.path.includes(':'))
      .filter(([, s]) => canOpen(grants, s))
      .map(([key, s]) => ({
        key: `${area.key}.${key}`,
        path: s.path,
        label: s.title!,
        group,
        icon: group && icons.get(group),
      }));
  });
  return [...menu, ...titled];
}

/** A record search the user may run: whoever opens the area's list may search its records. */
export interface AllowedSearch {
  area: string;
  /** i18n key of the group's heading: the list's menu label. */
  label: string;
  icon: MenuIcon | undefined;
  load: () => Promise<RecordSearchModule>;
}

export function allowedSearches(
  areas: readonly Area[],
  groupOrder: readonly MenuGroupKey[],
  grants: Grants | null | undefined,
): AllowedSearch[] {
  const icons = groupIcons(areas, groupOrder);
  return areas.flatMap((area) => {
    const list = area.search && area.screens[area.search.screen];
    if (!area.search || !list || !canOpen(grants, list)) return [];
    const group = groupOf(area);
    return [
      {
        area: area.key,
        label: list.menu?.label ?? list.title ?? area.key,
        icon: group && icons.get(group),
        load: area.search.load,
      },
    ];
  });
}

/** Whether every typed word starts a word of the text (or, from three letters, lies inside it). */
function hasWords(text: string, words: readonly string[]): boolean {
  const own = text.split(/[^a-z0-9]+/);
  return words.every((w) => own.some((o) => o.startsWith(w)) || (w.length >= 3 && text.includes(w)));
}

/**
 * The screens whose name, or name and group, hold every typed word, without diacritics and case:
 * a name that starts with the text first, then the names that hold it, then the group's matches.
 */
export function matchScreens<T extends { name: string; groupName: string }>(items: readonly T[], text: string): T[] {
  const typed = foldText(text);
  const words = typed.split(/\s+/).filter(Boolean);
  if (!words.length) return [...items];
  const rank = (item: T) => {
    const name = foldText(item.name);
    if (name.startsWith(typed)) return 0;
    if (hasWords(name, words)) return 1;
    return hasWords(`${name} ${foldText(item.groupName)}`, words) ? 2 : -1;
  };
  return items
    .map((item) => ({ item, rank: rank(item) }))
    .filter((r) => r.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map((r) => r.item);
}

/** Records shown a group. */
export const RECORDS_SHOWN = 5;

/** How a search calls the API: cancelled when its text is no longer wanted, not by a route change (the palette outlives it). */
export interface SearchCall {
  signal: AbortSignal;
  cancelOnRouteChange: false;
}

/**
 * A record search over one of an area's calls (an area's `search.ts`): the rows it answers, as
 * hits, under the area's query key root, so the area's changes refresh it too. A search module
 * imports only what the entry and the shell hold: one that imported its screens' api.ts (or the
 * kit's query modules) would move those into other chunks and grow the list screens' first load.
 */
export function recordSearch<Row>(
  area: string,
  text: string,
  rows: (call: SearchCall) => Promise<readonly Row[]>,
  toHit: (row: Row) => RecordHit,
): RecordSearchQuery {
  return {
    // the root of the area's `createQueryKeys(area)`
    queryKey: [area, 'search', text],
    queryFn: async ({ signal }) =>
      (await rows({ signal, cancelOnRouteChange: false })).slice(0, RECORDS_SHOWN).map(toHit),
  };
}
