import { type ChangeEvent, PRESENCE_BEAT_SECONDS, type PresencePerson, RECORD_KINDS } from '@admin/contract';
import { fetchEventSource } from '@microsoft/fetch-event-source';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { api, request } from './api-client.ts';
import { getAuth, getToken } from './auth.ts';

/**
 * Several staff at once, on screen (docs/decisions.md, "Several staff at once"): one Server-Sent
 * Events stream per tab tells each committed change of a record this person may read; the queries
 * of the areas that show it are refreshed in place (TanStack Query keeps the rows on screen until
 * the new ones come), and a record's screen hears of a newer version of its record.
 */

/** The newest change heard of each record (`kind:id`), for the screens that have it open. */
const newest = new Map<string, ChangeEvent>();
const listeners = new Set<() => void>();
const recordKey = (kind: string, id: string | number) => `${kind}:${id}`;
/** The last event's id this tab heard: a new stream (a fresh token) resumes after it. */
let lastEventId = '';

function heard(event: ChangeEvent, queryClient: QueryClient) {
  if (event.record_id !== null) newest.set(recordKey(event.kind, event.record_id), event);
  for (const listener of listeners) listener();
  // the areas that show the record, and the home screen's figures and queues
  for (const area of [...event.areas, 'dashboard']) void queryClient.invalidateQueries({ queryKey: [area] });
}

/** The record kind an area's records are (its first area in `RECORD_KINDS`). */
export function kindOfArea(area: string): string | undefined {
  return Object.entries(RECORD_KINDS).find(([, kind]) => kind.areas[0] === area)?.[0];
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
 * Opens the tab's stream while someone is signed in; reconnects by itself (the library resends
 * the last event's id, so the server tells what was missed), and after a `reset` (too much missed)
 * refreshes every query. Answers the stop.
 */
export function startLive(queryClient: QueryClient): () => void {
  const controller = new AbortController();
  if (!getAuth().isAuth) return () => controller.abort();
  void fetchEventSource('/api/live', {
    signal: controller.signal,
    openWhenHidden: true,
    headers: { Authorization: `Bearer ${getToken() ?? ''}`, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
    onopen: async (response) => {
      // a refused stream (signed out) stops; the library retries the rest
      if (response.status === 401 || response.status === 403) throw new Error('not signed in');
    },
    onmessage: (message) => {
      if (message.id) lastEventId = message.id;
      if (message.event === 'change') heard(JSON.parse(message.data) as ChangeEvent, queryClient);
      if (message.event === 'reset') void queryClient.invalidateQueries();
    },
    onerror: (error: unknown) => {
      if (error instanceof Error && error.message === 'not signed in') throw error;
      return 5000;
    },
  }).catch(() => undefined);
  return () => controller.abort();
}

/** This tab's id, for presence (one person may have a record open in two tabs). */
const TAB = Math.random().toString(36).slice(2, 12);

/**
 * Presence on a record's screen: a heartbeat while it is open (and whether the person is editing),
 * answered with the others who have it open; the tab leaves when the screen closes. Not a lock.
 */
export function usePresence(kind: string | undefined, id: string | number | undefined, editing: boolean) {
  const [others, setOthers] = useState<PresencePerson[]>([]);
  useEffect(() => {
    if (!kind || id === undefined) return undefined;
    const body = { tab: TAB, kind, record_id: String(id), editing };
    let stopped = false;
    const beat = () =>
      api
        .post<PresencePerson[]>('/presence', body, { cancelOnRouteChange: false })
        .then((answer) => !stopped && setOthers(answer.data))
        .catch(() => undefined);
    void beat();
    const timer = setInterval(beat, PRESENCE_BEAT_SECONDS * 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
      void request('/presence', { method: 'DELETE', body, cancelOnRouteChange: false }).catch(() => undefined);
    };
  }, [kind, id, editing]);
  return others;
}
