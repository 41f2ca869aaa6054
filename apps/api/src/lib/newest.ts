/**
 * Sets `key` as the most recent entry of `map` (a Map iterates in insertion order) and drops the
 * oldest entries past `max`: the bounded in-process maps of checked tokens and sessions, and of
 * the products' totals.
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value!);
}
