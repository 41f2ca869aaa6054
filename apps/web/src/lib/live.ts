import { type ChangeEvent, PRESENCE_BEAT_SECONDS, type PresencePerson, RECORD_KINDS } from '@admin/contract';
import { fetchEventSource } from '@microsoft/fetch-event-source';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, request } from './api-client.ts';
import { getAuth, getToken } from './auth.ts';
import { noteChange } from './live-records.ts';
import { rowsUnderPointer, whenPointerLeaves } from './pointer-hold.ts';

/**
 * Several staff at once, on screen (docs/decisions.md, "Several staff at once"): one Server-Sent
 * Events stream per tab tells each committed change of a record this person may read; the queries
 * of the areas that show it are refreshed in place (TanStack Query keeps the rows on screen until
 * the new ones come), and a record's screen hears of a newer version of its record.
 */

/** The last event's id this tab heard: a new stream (a fresh token) resumes after it. */
let lastEventId = '';

/** The refetch of the lists held under the pointer: one, however many changes are heard meanwhile. */
let refetchHeld: (() => void) | undefined;

function heard(event: ChangeEvent, queryClient: QueryClient) {
  // this person's own changes: the screen that made them has refreshed what they touch already, and
  // a second refresh a moment later would reset a screen that keeps its state in the query's data
  if (event.by?.id !== undefined && event.by.id === getAuth().userId) return;
  noteChange(event);
  // the areas that show the record, and the home screen's figures and queues
  // under the pointer, a list's rows are marked stale and refetched once it leaves them (no row moves under it)
  const held = rowsUnderPointer();
  for (const area of [...event.areas, 'dashboard']) {
    if (held) void queryClient.invalidateQueries({ queryKey: [area], refetchType: 'none' });
    else void queryClient.invalidateQueries({ queryKey: [area] });
  }
  if (held) whenPointerLeaves((refetchHeld ??= () => void queryClient.refetchQueries({ stale: true, type: 'active' })));
}

/** The record kind an area's records are (its first area in `RECORD_KINDS`). */
export function kindOfArea(area: string): string | undefined {
  return Object.entries(RECORD_KINDS).find(([, kind]) => kind.areas[0] === area)?.[0];
}

export { useRecordChange } from './live-records.ts';

/** The tabs of this browser share one stream: the one holding the lock reads it, all hear it. */
const LOCK = 'admin-live-stream';
const CHANNEL = 'admin-live';

/**
 * Hears the changes while someone is signed in: one stream per browser, not per tab (a browser
 * talking HTTP/1.1 to the API keeps at most six connections to it, and a stream holds one: seven
 * tabs with a stream each would stall every request). The tab holding the Web Lock opens the
 * stream and passes each event to the others on a BroadcastChannel; when it closes, another takes
 * the lock and opens it again from the last id heard. The stream reconnects by itself (the
 * library resends the last event's id, so the server tells what was missed); after a `reset`
 * (too much missed) every query is refreshed. Answers the stop.
 */
export function startLive(queryClient: QueryClient): () => void {
  const controller = new AbortController();
  if (!getAuth().isAuth) return () => controller.abort();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  const take = (name: string, data: string, id: string | undefined) => {
    if (id) lastEventId = id;
    // the last change this tab heard, on the page (what a screen's test can wait for)
    if (id && typeof document !== 'undefined') document.documentElement.dataset.liveHeard = id;
    if (name === 'change') heard(JSON.parse(data) as ChangeEvent, queryClient);
    if (name === 'presence') {
      const { kind, record_id } = JSON.parse(data) as { kind: string; record_id: string };
      for (const ask of presenceAsks.get(`${kind}:${record_id}`) ?? []) ask();
    }
    if (name === 'reset') void queryClient.invalidateQueries();
  };
  channel?.addEventListener('message', (message: MessageEvent<{ name: string; data: string; id?: string }>) =>
    take(message.data.name, message.data.data, message.data.id),
  );
  const read = () =>
    fetchEventSource('/api/live', {
      signal: controller.signal,
      openWhenHidden: true,
      headers: {
        Authorization: `Bearer ${getToken() ?? ''}`,
        ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
      },
      onopen: async (response) => {
        // a refused stream (signed out) stops; the library retries the rest
        if (response.status === 401 || response.status === 403) throw new Error('not signed in');
      },
      onmessage: (message) => {
        take(message.event, message.data, message.id || undefined);
        channel?.postMessage({ name: message.event, data: message.data, id: message.id || undefined });
      },
      onerror: (error: unknown) => {
        if (error instanceof Error && error.message === 'not signed in') throw error;
        return 5000;
      },
    }).catch(() => undefined);
  if (typeof navigator !== 'undefined' && navigator.locks)
    // held while this tab reads the stream, that is until it closes or signs out
    void navigator.locks.request(LOCK, { signal: controller.signal }, () => read()).catch(() => undefined);
  else void read();
  return () => {
    controller.abort();
    channel?.close();
  };
}

/** This tab's id, for presence (one person may have a record open in two tabs). */
const TAB = Math.random().toString(36).slice(2, 12);
/** The record screens of this tab that ask again who is on their record when the stream says it changed. */
const presenceAsks = new Map<string, Set<() => void>>();

/**
 * Presence on a record's screen: a heartbeat while it is open (and whether the person is editing),
 * answered with the others who have it open, and at once when the stream says they changed; the
 * tab leaves when the screen closes. Not a lock.
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
    // someone came, left, or began or stopped editing: asked again at once, not at the next beat
    const key = `${kind}:${String(id)}`;
    const asks = presenceAsks.get(key) ?? new Set<() => void>();
    presenceAsks.set(key, asks.add(beat));
    // a tab closed (not only a screen left): its last request leaves, kept alive past the page
    const gone = () =>
      void fetch('/api/presence', {
        method: 'DELETE',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${getToken() ?? ''}` },
        body: JSON.stringify(body),
      }).catch(() => undefined);
    window.addEventListener('pagehide', gone);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('pagehide', gone);
      asks.delete(beat);
      void request('/presence', { method: 'DELETE', body, cancelOnRouteChange: false }).catch(() => undefined);
    };
  }, [kind, id, editing]);
  return others;
}
