// The live streams' part of `npm run bench` (docs/decisions.md, "Several staff at once"): BENCH_STREAMS
// (500) event streams open on the one API process at once, as a room of staff would hold them, and
// what they cost: the process's memory before and after they opened, a list's throughput beside them
// (against the same list measured without them, in the same run), and how long one change takes to
// reach every stream.
import autocannon from 'autocannon';
import http from 'node:http';

export interface LiveFigures {
  streams: number;
  openMs: number;
  rssBefore: number;
  rssOpen: number;
  listRps: number;
  listP99: number;
  listNon2xx: number;
  fanOutMs: number;
  told: number;
}

interface Stream {
  request: http.ClientRequest;
  /** Resolves once the stream has said `ready` (its backlog told). */
  ready: Promise<void>;
  /** Resolves with the time the next `change` event reaches it. */
  next: () => Promise<number>;
}

function openStream(base: string, token: string): Stream {
  let buffer = '';
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let waiting: ((at: number) => void) | null = null;
  const request = http.get(
    `${base}/api/live`,
    { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false },
    (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: ready$/m.test(event)) markReady();
          else if (/^event: change$/m.test(event) && waiting) {
            waiting(performance.now());
            waiting = null;
          }
        }
      });
    },
  );
  request.on('error', () => undefined);
  return {
    request,
    ready,
    next: () => new Promise<number>((resolve) => (waiting = resolve)),
  };
}

/**
 * Opens `count` streams, measures `list` under load beside them, then makes `change` once and
 * waits for every stream to hear it; closes the streams.
 */
export async function measureLive(options: {
  base: string;
  token: string;
  count: number;
  rss: () => number;
  list: { path: string; seconds: number; connections: number };
  change: () => Promise<void>;
}): Promise<LiveFigures> {
  const { base, token, count } = options;
  const rssBefore = options.rss();
  const opening = performance.now();
  const streams = Array.from({ length: count }, () => openStream(base, token));
  await Promise.all(streams.map((s) => s.ready));
  const openMs = performance.now() - opening;
  const rssOpen = options.rss();
  const list = await autocannon({
    url: base + options.list.path,
    connections: options.list.connections,
    duration: options.list.seconds,
    headers: { authorization: `Bearer ${token}`, 'cache-control': 'no-cache' },
  });
  const heard = streams.map((s) => s.next());
  const changed = performance.now();
  await options.change();
  const times = await Promise.all(heard);
  for (const s of streams) s.request.destroy();
  return {
    streams: count,
    openMs,
    rssBefore,
    rssOpen,
    listRps: list.requests.average,
    listP99: list.latency.p99,
    listNon2xx: list.non2xx,
    fanOutMs: Math.max(...times) - changed,
    told: times.length,
  };
}

/** The report's paragraph: the streams' memory, the list beside them against the list without them, the fan-out. */
export function liveSection(f: LiveFigures, listRpsAlone: number | undefined, listName: string): string {
  const ratio = listRpsAlone
    ? ` (${(f.listRps / listRpsAlone).toFixed(2)} of the ${listRpsAlone.toFixed(0)} req/s without them)`
    : '';
  return (
    `Live streams: ${f.streams} event streams (GET /api/live) opened in ${f.openMs.toFixed(0)} ms; RSS ${f.rssBefore.toFixed(0)} MB before, ` +
    `${f.rssOpen.toFixed(0)} MB with them open (${(((f.rssOpen - f.rssBefore) * 1024) / f.streams).toFixed(0)} KB a stream). ` +
    `Beside them, ${listName}: ${f.listRps.toFixed(0)} req/s${ratio}, p99 ${f.listP99} ms, ${f.listNon2xx} non-2xx. ` +
    `One change (a FAQ shown or hidden) reached all ${f.told} streams within ${f.fanOutMs.toFixed(0)} ms.`
  );
}
