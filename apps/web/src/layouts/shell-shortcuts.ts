import type { Grants } from '@admin/contract/permissions';
import { focusSearch, moveRow, openRow, turnPage } from '../components/lists/row-keys.ts';
import { menuFor, type MenuLink } from '../lib/areas.ts';
import type { Shortcut } from '../lib/shortcuts.ts';

/**
 * The shell's shortcuts (Gmail, GitHub and Linear's keys), loaded on the first key pressed outside
 * a field; the `?` sheet (shortcuts-sheet.tsx) lists them from the same table.
 */

/** `g` then a letter: the menu entry it opens (its `menu.key`), when the person may open it. */
export const GO_TO: readonly (readonly [letter: string, entry: string])[] = [
  ['h', 'dashboard'],
  ['t', 'transactions'],
  ['l', 'loans'],
  ['c', 'finance-loans'],
  ['p', 'products'],
  ['s', 'stores'],
  ['r', 'reviews'],
  ['u', 'users'],
  ['b', 'brands'],
  ['n', 'news'],
  ['a', 'promo-overview'],
];

/**
 * The shortcuts the sheet lists, by group: their keys as shown (one after the other, or together for
 * a `chord`; either of a list's keys), and the i18n key of what they do.
 */
export const LISTED = {
  general: [
    { keys: ['?'], label: 'shortcuts.help' },
    { keys: ['Mod', 'K'], label: 'shortcuts.palette', chord: true },
    { keys: ['Esc'], label: 'shortcuts.close' },
  ],
  lists: [
    { keys: ['j', '↓'], label: 'shortcuts.next' },
    { keys: ['k', '↑'], label: 'shortcuts.previous' },
    { keys: ['o', 'Enter'], label: 'shortcuts.open' },
    { keys: ['/'], label: 'shortcuts.search' },
    { keys: [']'], label: 'shortcuts.nextPage' },
    { keys: ['['], label: 'shortcuts.previousPage' },
  ],
} as const;

/** The `g` letters the grants open, with their menu entry, in the table's order. */
export function goToLinks(grants: Grants | null | undefined): { letter: string; link: MenuLink }[] {
  const entries = new Map(menuFor(grants).flatMap((section) => section.entries.map((e) => [e.key, e] as const)));
  return GO_TO.flatMap(([letter, key]) => {
    const link = entries.get(key);
    return link ? [{ letter, link }] : [];
  });
}

export function shellShortcuts({
  navigate,
  grants,
  openSheet,
}: {
  navigate: (to: string) => unknown;
  grants: Grants | null | undefined;
  openSheet: () => void;
}): Shortcut[] {
  return [
    { keys: '?', run: openSheet },
    // where the keyboard is now: a key pressed while this code loaded runs after the keys before it moved it
    { keys: 'j', run: () => moveRow(document.activeElement, 1, true) },
    { keys: 'k', run: () => moveRow(document.activeElement, -1, true) },
    { keys: 'ArrowDown', run: () => moveRow(document.activeElement, 1) },
    { keys: 'ArrowUp', run: () => moveRow(document.activeElement, -1) },
    { keys: 'o', run: () => openRow(document.activeElement) },
    { keys: 'Enter', run: () => openRow(document.activeElement, true) },
    { keys: '/', run: focusSearch },
    { keys: ']', run: () => turnPage(1) },
    { keys: '[', run: () => turnPage(-1) },
    ...goToLinks(grants).map(({ letter, link }) => ({ keys: `g ${letter}`, run: () => void navigate(link.path) })),
  ];
}
