/**
 * Server messages built from variable parts ("Honda has 12 models: …") are translated by a key
 * with placeholders ("{{name}} has {{count}} models: …"): the key's text around the placeholders
 * must match the message exactly, and the parts in their place become the translation's values.
 */
export interface TemplateMatch {
  key: string;
  values: Record<string, string>;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const compiled = new Map<string, { pattern: RegExp; names: string[] }>();

function compile(key: string) {
  let entry = compiled.get(key);
  if (!entry) {
    const names = [...key.matchAll(PLACEHOLDER)].map((m) => m[1]);
    const source = key
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    entry = { pattern: new RegExp(`^${source}$`, 's'), names };
    compiled.set(key, entry);
  }
  return entry;
}

/** The first key with placeholders that the message fills, and the values it fills them with. */
export function matchTemplate(keys: Iterable<string>, message: string): TemplateMatch | null {
  for (const key of keys) {
    if (!key.includes('{{')) continue;
    const { pattern, names } = compile(key);
    const found = pattern.exec(message);
    if (found) return { key, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1]])) };
  }
  return null;
}
