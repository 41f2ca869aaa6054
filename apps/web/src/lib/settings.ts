import { useCallback, useSyncExternalStore } from 'react';

/**
 * The settings state: the only state kept in the browser (spec section 9), e.g. the columns a user
 * hid in a table. One JSON object under one localStorage key.
 */
const STORAGE_KEY = 'settings';
type Settings = Record<string, unknown>;

const listeners = new Set<() => void>();
let cache: Settings | null = null;

function read(): Settings {
  if (cache) return cache;
  try {
    cache = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Settings;
  } catch {
    cache = {};
  }
  return cache;
}

function write(next: Settings) {
  cache = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage full or disabled: the setting lives for this page only
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSetting<T>(key: string, fallback: T): [T, (value: T) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read()[key],
    () => undefined,
  );
  const set = useCallback((next: T) => write({ ...read(), [key]: next }), [key]);
  return [(value as T | undefined) ?? fallback, set];
}

/** A setting read outside React (e.g. by a store built on the settings). */
export function getSetting<T>(key: string, fallback: T): T {
  return (read()[key] as T | undefined) ?? fallback;
}

/** Writes a setting outside React; every `useSetting` of that key renders again. */
export function setSetting<T>(key: string, value: T): void {
  write({ ...read(), [key]: value });
}

/** The appearance a person chose: the system's colour scheme, light or dark (public/appearance.js reads it too). */
export type Appearance = 'system' | 'light' | 'dark';
export const APPEARANCE_SETTING = 'appearance';

/** A list's row height, the person's choice (the table's density button) or an opened view's. */
export type TableDensity = 'compact' | 'comfortable';
export const DENSITY_SETTING = 'table.density';
