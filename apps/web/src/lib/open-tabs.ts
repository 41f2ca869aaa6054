import { getSetting, setSetting, useSetting } from './settings.ts';

/** An open transaction in the tab strip of the default layout (spec section 2). */
export interface OpenTab {
  id: number;
  /** What the tab reads: the code, and the buyer or the product. */
  code: string;
  label: string;
  /** Where the tab leads back to (its detail). */
  href: string;
  /** The sale's version the tab was last shown at: a newer one heard is marked on the tab. */
  version?: number;
}

const KEY = 'openTransactions';
/** Past this many, opening one more closes the oldest. */
export const MAX_OPEN_TABS = 8;

/** Adds a tab (or refreshes its text); kept in the browser's settings, so it survives a reload. */
export function openTab(tab: OpenTab): void {
  const tabs = getSetting<OpenTab[]>(KEY, []);
  const at = tabs.findIndex((t) => t.id === tab.id);
  if (at >= 0) {
    const same = tabs[at]!;
    if (same.code === tab.code && same.label === tab.label && same.href === tab.href && same.version === tab.version)
      return;
    setSetting(
      KEY,
      tabs.map((t, i) => (i === at ? tab : t)),
    );
    return;
  }
  setSetting(KEY, [...tabs, tab].slice(-MAX_OPEN_TABS));
}

export function closeTab(id: number): void {
  setSetting(
    KEY,
    getSetting<OpenTab[]>(KEY, []).filter((t) => t.id !== id),
  );
}

/** Sign-out closes every tab: the next user starts with none. */
export function closeAllTabs(): void {
  setSetting(KEY, []);
}

export function useOpenTabs(): OpenTab[] {
  return useSetting<OpenTab[]>(KEY, [])[0];
}
