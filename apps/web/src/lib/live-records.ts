import type { ChangeEvent } from '@admin/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { holdOpenRecord } from './api-client.ts';

/**
 * What this tab has heard of each record (lib/live.ts fills it from the stream): small, so that the
 * layout (the tab strip) and the record screens read it without loading the stream's code.
 */
const newest = new Map<string, ChangeEvent>();
const listeners = new Set<() => void>();
const recordKey = (kind: string, id: string | number) => `${kind}:${id}`;

/** Keeps the newest change heard of a record and tells the screens that show it. */
export function noteChange(event: ChangeEvent): void {
  if (event.record_id !== null) newest.set(recordKey(event.kind, event.record_id), event);
  for (const listener of listeners) listener();
}

/** The newest change heard of one record since this tab opened, or undefined. */
export function useRecordChange(kind: string | undefined, id: string | number | undefined) {
  const key = kind && id !== undefined ? recordKey(kind, id) : '';
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (key ? newest.get(key) : undefined),
  );
}

/**
 * A record's screen acts on the version it shows: while it is open, every write of this tab to the
 * record (its path names the id) carries that version (`If-Match`, with the kind), so a move made on
 * what someone else has since changed is refused. The version follows the screen's data, which the
 * live stream refreshes.
 */
export function useHeldRecord(kind: string | undefined, id: number, version: number | undefined): void {
  useEffect(() => (version === undefined ? undefined : holdOpenRecord({ kind, id, version })), [kind, id, version]);
}
